import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { inUse } from './support/in-use.ts';

/**
 * The forms' defects once seen, each at the width it was seen at, on the production build with the embedded brand
 * API (what it stored and e-mailed is read through its test-only reads).
 */
const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;

const NARROW = { width: 320, height: 720 };
const WIDE = { width: 1280, height: 900 };

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function open(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(path);
  await inUse(page);
}

/** The raw messages of the outbox addressed to `to`, oldest first, quoted-printable line breaks undone. */
async function mailTo(page: Page, to: string): Promise<string[]> {
  const res = await page.request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { raw: string }[]).map((m) => m.raw.replace(/=\r?\n/g, ''));
}

async function storedEnquiries(page: Page, email: string) {
  const res = await page.request.get(`${brandApi}/test/contact-enquiries?email=${encodeURIComponent(email)}`);
  return (await res.json()) as Record<string, unknown>[];
}

/** Chooses the option of a select by its label. */
const choose = async (page: Page, name: string, label: string) =>
  page.getByRole('combobox', { name }).selectOption({ label });

/** The error summary's links, in order. */
const summary = async (page: Page) => {
  const box = page.getByTestId('error-summary');
  await expect(box).toBeFocused();
  return box.getByRole('link').allTextContents();
};

test.describe('the offer page', () => {
  test('at 1280 px the terms open with "Show the terms", and their heading is not repeated', async ({
    page,
  }) => {
    await open(page, '/offer/30-off-students', WIDE);
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Edit/ })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: /the terms/ });
    await expect(toggle).toHaveAccessibleName('Show the terms');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide the terms');
    await expect(page.getByText('Valid Sunday to Thursday.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toHaveCount(1);
  });

  test('at 320 px leaving a bad e-mail for the terms box moves nothing: the click lands and the box is ticked', async ({
    page,
  }) => {
    await open(page, '/offer/30-off-students', NARROW);
    const form = page.getByRole('form', { name: 'Get your voucher' });
    const box = form.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" });
    await form.getByRole('textbox', { name: 'Email address' }).fill('sam@');
    await box.scrollIntoViewIfNeeded();
    // Where the box is in the page (not the window, which the click may scroll).
    const top = () => box.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    // Every layout shift of the page from here to the click (buffered: none is missed).
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    await box.click();
    await expect(box).toBeChecked();
    await page.waitForTimeout(300);
    expect(await top()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    // The send says what is wrong.
    await form.getByRole('button', { name: 'Get my voucher' }).click();
    expect(await summary(page)).toEqual([
      'Enter an email address in the correct format, like name@example.com',
    ]);
  });

  test('at 320 px a second claim with the same address answers as the first, and the code is e-mailed again', async ({
    page,
  }) => {
    const email = unique('again');
    const claim = async () => {
      await open(page, '/offer/30-off-students', NARROW);
      const form = page.getByRole('form', { name: 'Get your voucher' });
      await form.getByRole('textbox', { name: 'Email address' }).fill(email);
      await form.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" }).check();
      await form.getByRole('button', { name: 'Get my voucher' }).click();
      const voucher = page.getByTestId('offer-voucher');
      await expect(voucher).toBeVisible();
      return voucher;
    };
    await expect(await claim()).toContainText('If this address can have a code, it is on its way.');
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(1);
    // The repeat claim answers exactly as the first: the page never tells whether the address claimed before.
    await expect(await claim()).toContainText('If this address can have a code, it is on its way.');
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(2);
  });
});

test.describe('contact', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  async function fillContact(page: Page, email: string) {
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Tom');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Baker');
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('07700 900 456');
    await choose(page, 'Type of enquiry', 'Feedback about a visit');
    await choose(page, 'Why are you contacting us?', 'A recent visit');
    await choose(page, 'What is it about?', 'Lost property');
    const restaurant = form.getByRole('combobox', { name: 'Restaurant' });
    await restaurant.selectOption({ index: 1 });
    return form;
  }

  test('at 1280 px a sent message is replaced by what was sent, its reference and "Send another", which starts clean', async ({
    page,
  }) => {
    const email = unique('sent');
    await open(page, '/contact', WIDE);
    const form = await fillContact(page, email);
    await form.getByRole('textbox', { name: 'Your message' }).fill('I left a blue scarf at table 12.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'scarf.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Send message' }).click();

    const thanks = page.getByTestId('contact-thanks');
    await expect(thanks).toBeFocused();
    // No form under the thank-you note inviting a second send.
    await expect(page.getByRole('form', { name: 'Contact us' })).toHaveCount(0);
    const [stored] = await storedEnquiries(page, email);
    const reference = String(stored?.reference);
    await expect(page.getByTestId('contact-reference')).toHaveText(reference);
    for (const text of ['Feedback about a visit', 'A recent visit: Lost property', 'scarf.png', email]) {
      await expect(thanks).toContainText(text);
    }
    // The type chosen is in the acknowledgement too, with the same reference.
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailTo(page, email);
    expect(mail).toContain(`Reference: ${reference}`);
    expect(mail).toContain('Type of enquiry: Feedback about a visit');

    await page.getByRole('button', { name: 'Send another message' }).click();
    const again = page.getByRole('form', { name: 'Contact us' });
    for (const name of [
      'First name',
      'Last name',
      'Email address',
      'Phone number (optional)',
      'Your message',
    ]) {
      await expect(again.getByRole('textbox', { name })).toHaveValue('');
    }
    for (const name of ['Type of enquiry', 'Why are you contacting us?', 'Restaurant']) {
      await expect(again.getByRole('combobox', { name })).toHaveValue('');
    }
    await expect(again.getByTestId('count')).toHaveText('You have 5000 characters remaining');
    await expect(again.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
  });

  test('at 1280 px "Type of enquiry" and "Why are you contacting us?" offer no choice twice', async ({
    page,
  }) => {
    await open(page, '/contact', WIDE);
    const options = async (name: string) =>
      (await page.getByRole('combobox', { name }).locator('option:not([value=""])').allTextContents()).map(
        (o) => o.trim(),
      );
    const types = await options('Type of enquiry');
    const reasons = await options('Why are you contacting us?');
    expect(reasons).toContain('Allergens and dietary needs');
    expect(types.filter((t) => reasons.includes(t))).toEqual([]);
  });

  test('at 1280 px a refused upload names the file and joins the error summary, in the order of the form', async ({
    page,
  }) => {
    await open(page, '/contact', WIDE);
    const form = await fillContact(page, unique('upload'));
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'menu.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) },
    ]);
    const refused =
      'The file "menu.exe" must be a PDF, JPEG, PNG, HEIC, WebP or Word (.docx) file. The file "big.pdf" must be smaller than 5MB';
    await expect(form.getByText(refused)).toBeVisible();
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await summary(page)).toEqual(['Enter your message', refused]);
    await page.getByTestId('error-summary').getByRole('link', { name: refused }).click();
    await expect(form.getByRole('button', { name: /Attachments \(optional\) Choose files/ })).toBeFocused();
  });
});

test.describe('group bookings', () => {
  /** dd/MM/yyyy of a day `days` from now. */
  const typed = (days: number) => {
    const d = new Date(Date.now() + days * 86_400_000);
    return {
      text: `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`,
      padded: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
    };
  };

  test('at 320 px: guests from the threshold, errors in the order of the form, one reply time, and a preferred date and time sent and stored', async ({
    page,
  }) => {
    const email = unique('group');
    await open(page, '/group-bookings', NARROW);
    await expect(
      page.getByText('Booking for 25 or more? Send us an enquiry and we reply within 48 hours.'),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Group booking enquiry' });
    const guests = form.getByRole('spinbutton', { name: /Number of guests/ });
    await expect(guests).toHaveAccessibleDescription(/From 25 to 500/);
    await guests.fill('24');
    await guests.blur();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    // The form asks the guests before the message: so does the summary.
    const links = await summary(page);
    const guestsAt = links.indexOf('Enter the number of guests, from 25 to 500');
    expect(guestsAt).toBeGreaterThanOrEqual(0);
    expect(guestsAt).toBeLessThan(links.indexOf('Enter your message'));

    await form.getByRole('textbox', { name: 'First name' }).fill('Sarah');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Jane');
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('combobox', { name: 'Restaurant' }).selectOption({ index: 1 });
    await guests.fill('32');
    await guests.blur();
    const date = typed(30);
    await form.getByRole('textbox', { name: 'Preferred date (optional)' }).fill(date.text);
    await form.getByRole('combobox', { name: 'Preferred time (optional)' }).selectOption('19:30');
    await form.getByRole('textbox', { name: 'Your message' }).fill('A birthday dinner for 32.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    const thanks = page.getByTestId('contact-thanks');
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('within 48 hours');
    await expect(thanks).not.toContainText('as soon as we can');
    await expect(thanks).toContainText('19:30');
    const [stored] = await storedEnquiries(page, email);
    expect(stored).toMatchObject({ guests: 32, preferredDate: date.padded, preferredTime: '19:30' });
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(1);
    expect((await mailTo(page, email))[0]).toContain('Preferred time: 19:30');
  });
});
