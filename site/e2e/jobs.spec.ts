import { bookingErrorMessage } from '@fittizia/contract';
import { expect, type Page, test } from '@playwright/test';
import { inUse } from './support/in-use.ts';

const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;

/** A small, well-formed PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** What the brand API stored for an applicant (its test-only read). */
async function stored(page: Page, email: string) {
  const res = await page.request.get(`${brandApi}/test/job-applications?email=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    jobId: string;
    experience: unknown[];
    answers: { id: string }[];
    fileName: string | null;
    fileSize: number | null;
    fileType: string | null;
  }[];
}

async function openApply(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Apply now' }).click();
  return page.getByRole('dialog', { name: 'Apply for Waiter / Waitress' });
}

/** Fills the apply-now form of the Leeds waiter job: two experience rows and every question. */
async function fillApplication(page: Page, email: string, cv: { name: string; buffer: Buffer }) {
  const dialog = page.getByRole('dialog', { name: 'Apply for Waiter / Waitress' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Giulia');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill("D'Andrea");
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900 321');
  await dialog.locator('input[type="file"]').setInputFiles({ ...cv, mimeType: 'application/pdf' });
  await expect(dialog.getByRole('button', { name: `Remove ${cv.name}` })).toBeVisible();

  const job1 = dialog.getByRole('group', { name: 'Job 1' });
  await job1.getByRole('textbox', { name: 'Employer' }).fill('Caffè Nero Bianco');
  await job1.getByRole('textbox', { name: 'Job title' }).fill('Head Waitress');
  await job1.getByRole('combobox', { name: 'From month' }).selectOption({ label: 'September' });
  await job1.getByRole('combobox', { name: 'From year' }).selectOption('2021');
  await job1.getByRole('checkbox', { name: 'This is my current role' }).check();
  await expect(job1.getByRole('combobox', { name: 'To month' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Add another job' }).click();
  const job2 = dialog.getByRole('group', { name: 'Job 2' });
  await job2.getByRole('textbox', { name: 'Employer' }).fill('Osteria del Ponte');
  await job2.getByRole('textbox', { name: 'Job title' }).fill('Waitress');
  await expect(job2.getByRole('combobox', { name: 'To month' })).toBeDisabled();
  await job2.getByRole('combobox', { name: 'From month' }).selectOption({ label: 'March' });
  await job2.getByRole('combobox', { name: 'From year' }).selectOption('2019');
  await job2.getByRole('combobox', { name: 'To month' }).selectOption({ label: 'August' });
  await job2.getByRole('combobox', { name: 'To year' }).selectOption('2021');

  await dialog
    .getByRole('group', { name: 'Do you have the right to work in the UK?' })
    .getByLabel('Yes')
    .check();
  await dialog
    .getByRole('group', { name: 'How many hours a week would you like?' })
    .getByLabel('16 to 30')
    .check();
  await dialog.getByRole('group', { name: 'Which shifts can you work?' }).getByLabel('Weekends').check();
  await dialog
    .getByRole('textbox', { name: 'Why do you want to join us?' })
    .fill('I love busy Friday nights.');
}

test.describe('jobs', () => {
  test('search Leeds, filter part time, sort by distance, open a job, apply, and a second application is refused', async ({
    page,
  }) => {
    await page.goto('/careers/job-search');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Search jobs' })).toBeVisible();
    // The search form's part live (its code fetched when the page is idle): typing at the very moment its code
    // arrives is a known race of site/lib/lazy-part.tsx, not what this journey is about.
    await inUse(page);

    await page.getByRole('textbox', { name: /Postcode or town/ }).fill('Leeds');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=Leeds/);
    await page.getByRole('combobox', { name: 'Job type' }).selectOption('part time');
    await expect(page).toHaveURL(/type=part(\+|%20)time/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
    await expect(page).toHaveURL(/sort=distance/);
    await page.getByRole('checkbox', { name: /under 100 miles/ }).check();
    await expect(page).toHaveURL(/near=1/);

    const list = page.getByRole('list', { name: 'Jobs' });
    await expect(list.getByRole('heading').first()).toBeVisible();
    const distances = (await list.getByTestId('job-distance').allTextContents()).map((d) =>
      Number.parseFloat(d),
    );
    expect(distances.length).toBeGreaterThan(1);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.every((d) => d < 100)).toBe(true);
    const facts = await list.locator('article').allTextContents();
    expect(facts.every((text) => text.includes('Part time'))).toBe(true);

    // The search is in the URL: a reload shows the same list, and the back button undoes a filter.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Job type' })).toHaveValue('part time');
    await page.goBack();
    await expect(page).not.toHaveURL(/near=1/);
    await page.goForward();
    // The reloaded list goes live as the diner uses the page (site/lib/lazy-part.tsx); its links then open jobs
    // without a page load.
    await inUse(page);

    await list.getByRole('link', { name: 'Waiter / Waitress' }).click();
    await expect(page).toHaveURL(/\/careers\/job\/JOB-3001\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Waiter / Waitress' })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => JSON.parse(text)['@type'] === 'JobPosting')).toBe(true);

    const email = `giulia.${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Apply now' }).click();
    await fillApplication(page, email, { name: 'Giulia CV.pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you for applying' })).toBeVisible();

    const [application, ...more] = await stored(page, email);
    expect(more).toEqual([]);
    expect(application).toMatchObject({
      jobId: 'JOB-3001',
      fileName: 'Giulia CV.pdf',
      fileSize: PDF.length,
      fileType: 'application/pdf',
    });
    expect(application?.experience).toHaveLength(2);
    expect(application?.answers.map((a) => a.id)).toEqual([
      'q-right-to-work',
      'q-hours',
      'q-shifts',
      'q-why',
    ]);

    // Again, same e-mail and job: the duplicate message of code 14 in the form's own message area (
    // not a second dialog stacked on the form), and still one application.
    await openApply(page, '/careers/job/JOB-3001');
    await fillApplication(page, email, { name: 'Giulia CV.pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Send application' }).click();
    const notice = page
      .getByRole('dialog', { name: 'Apply for Waiter / Waitress' })
      .getByTestId('apply-error');
    await expect(notice).toContainText('You have already applied for this job');
    await expect(notice).toContainText(bookingErrorMessage(14));
    await expect(notice).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await stored(page, email)).toHaveLength(1);
  });

  test('"Back to all jobs" keeps the list\'s filters', async ({ page }) => {
    await page.goto('/careers/job-search?type=part+time&sort=name');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await inUse(page);
    await page.getByRole('list', { name: 'Jobs' }).getByRole('link', { name: 'Waiter / Waitress' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Waiter / Waitress' })).toBeVisible();
    await inUse(page);
    await page.getByRole('link', { name: 'Back to all jobs' }).click();
    await expect(page).toHaveURL(/\/careers\/job-search\?/);
    await expect(page.getByRole('combobox', { name: 'Job type' })).toHaveValue('part time');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  });

  test('at 320 px: a second application says so in the form, not in a second dialog', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const email = `twice.${Date.now()}@example.com`;
    for (const attempt of [1, 2]) {
      const dialog = await openApply(page, '/careers/job/JOB-3001');
      await fillApplication(page, email, { name: 'Giulia CV.pdf', buffer: PDF });
      await dialog.getByRole('button', { name: 'Send application' }).click();
      if (attempt === 1) {
        await expect(page.getByRole('dialog', { name: 'Thank you for applying' })).toBeVisible();
        continue;
      }
      const notice = dialog.getByTestId('apply-error');
      await expect(notice).toBeFocused();
      await expect(notice).toContainText('You have already applied for this job');
      await expect(notice).toContainText(bookingErrorMessage(14));
      await expect(notice).toBeInViewport();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      // What was entered is kept.
      await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    }
    expect(await stored(page, email)).toHaveLength(1);
  });

  test('a renamed file that is not a PDF is refused with the format error, and nothing is stored', async ({
    page,
  }) => {
    const email = `renamed.${Date.now()}@example.com`;
    const dialog = await openApply(page, '/careers/job/JOB-3001');
    await fillApplication(page, email, {
      name: 'cv.pdf',
      buffer: Buffer.from('This is a text file, not a PDF.'),
    });
    await page.getByRole('button', { name: 'Send application' }).click();
    // The refusal names the file, as the upload area's own refusals do.
    await expect(dialog.getByText('The file "cv.pdf" must be a PDF or DOCX')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Thank you for applying' })).toHaveCount(0);
    // What was entered is kept.
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    expect(await stored(page, email)).toEqual([]);
  });

  test('an unknown job is a 404, and the job list is in the sitemap', async ({ page }) => {
    const res = await page.goto('/careers/job/JOB-0000');
    expect(res?.status()).toBe(404);
    const sitemap = await page.request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain('/careers/job-search</loc>');
  });
});
