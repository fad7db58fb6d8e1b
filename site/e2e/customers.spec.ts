import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The customer pages on the production build with the embedded brand API. What the brand API
 * stored and e-mailed is read through its test-only reads (`BRAND_API_TEST_READS=true`, set by the e2e run).
 */
const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;

/** The raw messages of the outbox addressed to `to`, oldest first. */
async function mailTo(page: Page, to: string): Promise<string[]> {
  const res = await page.request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { raw: string }[]).map((m) => m.raw);
}

/** Undoes quoted-printable soft line breaks and `=3D`, so a link in the message can be read whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/** The link of the confirmation e-mail among `raw` messages (`/sign-up/confirm/<token>`), as a site path. */
const confirmPath = (raws: string[]) =>
  raws.map((raw) => unfold(raw).match(/\/sign-up\/confirm\/[A-Za-z0-9_-]{43}/)?.[0]).find(Boolean);

async function fillSignup(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  const restaurant = form.getByRole('combobox', { name: 'Favourite restaurant' });
  const firstOption = await restaurant.locator('option:not([value=""])').first().getAttribute('value');
  await restaurant.selectOption(firstOption ?? '');
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('07700 900 982');
  await form.getByRole('combobox', { name: 'Day' }).selectOption('29');
  await form.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'February' });
  await form.getByRole('checkbox', { name: /terms and conditions and the privacy policy/ }).check();
  return { form, restaurant: firstOption };
}

test.describe('sign-up', () => {
  test('a sign-up goes to the thank-you page and sends only the confirmation; its link confirms once, then the welcome brings the preferences link', async ({
    page,
  }) => {
    const email = unique('ada');
    await open(page, '/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join Fittizia Trattoria' })).toBeVisible();
    const { form } = await fillSignup(page, email);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup-thanks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thanks for signing up' })).toBeVisible();
    await expect(page.getByText('Check your inbox to confirm')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Only the confirmation: no preferences link before the address is confirmed.
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(1);
    const [confirmation] = await mailTo(page, email);
    expect(unfold(confirmation ?? '')).not.toMatch(/\/preferences\//);
    const path = confirmPath([confirmation ?? '']);
    expect(path, 'the confirmation e-mail carries its link').toBeTruthy();

    const response = await open(page, path as string);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Your sign-up is confirmed' })).toBeVisible();
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(2);
    const link = unfold((await mailTo(page, email))[1] ?? '').match(/\/preferences\/([0-9a-f-]{36})/i);
    expect(link, 'the welcome e-mail carries the preferences link').not.toBeNull();

    // The link works once.
    await open(page, path as string);
    await expect(page.getByTestId('signup-confirm-not-found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/sign-up');
  });

  test('a failed send keeps every typed value and shows the error block', async ({ page }) => {
    const email = unique('kept');
    await open(page, '/sign-up');
    const { form, restaurant } = await fillSignup(page, email);
    await page.route('**/api/signup', (route) =>
      route.fulfill({ status: 502, json: { message: 'Sorry, something went wrong. Please try again.' } }),
    );
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByTestId('signup-failure')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    await expect(form.getByRole('combobox', { name: 'Favourite restaurant' })).toHaveValue(restaurant ?? '');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(form.getByRole('textbox', { name: 'Phone number (optional)' })).toHaveValue('07700 900 982');
    await expect(form.getByRole('combobox', { name: 'Day' })).toHaveValue('29');
    await expect(form.getByRole('combobox', { name: 'Month' })).toHaveValue('2');
    await expect(
      form.getByRole('checkbox', { name: /terms and conditions and the privacy policy/ }),
    ).toBeChecked();
    expect(await mailTo(page, email)).toHaveLength(0);
  });

  test('the bot check is off without keys: no reCAPTCHA script and no attribution', async ({ page }) => {
    const scripts: string[] = [];
    // Google's script and what it pulls in, not the site's own chunk that would load it (named recaptcha-*.js,
    // fetched whenever the page's code is, keys or not).
    const google = /(^|\.)(google\.com|gstatic\.com|recaptcha\.net)$/;
    page.on('request', (r) => {
      if (google.test(new URL(r.url()).hostname)) scripts.push(r.url());
    });
    await open(page, '/sign-up');
    await expect(page.getByTestId('bot-check-notice')).toHaveCount(0);
    expect(scripts).toEqual([]);
  });
});

test.describe('preferences', () => {
  test("the preferences link of the welcome e-mail opens the person's preferences and saves a change", async ({
    page,
  }) => {
    const email = unique('prefs');
    await open(page, '/sign-up');
    const { form } = await fillSignup(page, email);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup-thanks$/);
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(1);
    // The welcome (with the preferences link) comes once the sign-up is confirmed.
    await open(page, confirmPath(await mailTo(page, email)) as string);
    await expect(page.getByTestId('signup-confirmed')).toBeVisible();
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(2);
    const guid = unfold((await mailTo(page, email))[1] ?? '').match(/\/preferences\/([0-9a-f-]{36})/i)?.[1];
    expect(guid).toBeTruthy();

    const response = await open(page, `/preferences/${guid}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Ada');
    await firstName.fill('Adelaide');
    await page.getByRole('button', { name: /Save/ }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();
    const stored = await (
      await page.request.get(`${brandApi}/test/customers?email=${encodeURIComponent(email)}`)
    ).json();
    expect(stored[0].firstName).toBe('Adelaide');
  });

  test('an unknown guid shows the not-found message', async ({ page }) => {
    const response = await open(page, '/preferences/00000000-0000-4000-8000-000000000000');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByTestId('preferences-not-found')).toBeVisible();
  });
});

test.describe('offer voucher', () => {
  test('voucher codes leak: a claim says the code was e-mailed and shows none; a second claim re-sends the same code', async ({
    page,
  }) => {
    const email = unique('voucher');
    const claim = async () => {
      await open(page, '/offer/30-off-students');
      const form = page.getByRole('form', { name: 'Get your voucher' });
      await form.getByRole('textbox', { name: 'Email address' }).fill(email);
      await form.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" }).check();
      await form.getByRole('button', { name: 'Get my voucher' }).click();
      const voucher = page.getByTestId('offer-voucher');
      await expect(voucher).toBeVisible();
      await expect(voucher).toContainText(email);
      expect((await voucher.textContent()) ?? '').not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    };
    const codeIn = (raw: string) => unfold(raw).match(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0];
    await claim();
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(1);
    const first = codeIn((await mailTo(page, email))[0] ?? '');
    expect(first).toBeTruthy();
    await claim();
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(2);
    expect(codeIn((await mailTo(page, email))[1] ?? '')).toBe(first);
  });
});

test.describe('contact', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  test('an enquiry with two files is stored with both and acknowledged by e-mail', async ({ page }) => {
    const email = unique('contact');
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Tom');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Baker');
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    const pick = async (name: string) => {
      const select = form.getByRole('combobox', { name });
      await select.selectOption(
        (await select.locator('option:not([value=""])').first().getAttribute('value')) ?? '',
      );
    };
    await pick('Type of enquiry');
    await pick('Why are you contacting us?');
    if (await form.getByRole('combobox', { name: 'What is it about?' }).count())
      await pick('What is it about?');
    await pick('Restaurant');
    await form.getByRole('textbox', { name: 'Your message' }).fill('I left a blue scarf at table 12.');
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'scarf.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-thanks')).toBeVisible();
    // The sent form is replaced by its confirmation.
    await expect(form).toHaveCount(0);
    const stored = await (
      await page.request.get(`${brandApi}/test/contact-enquiries?email=${encodeURIComponent(email)}`)
    ).json();
    expect(stored).toHaveLength(1);
    expect(stored[0].files.map((f: { name: string }) => f.name)).toEqual(['receipt.pdf', 'scarf.png']);
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(1);
  });

  test('a group-booking enquiry is stored and acknowledged, and Send another starts with guests at the fewest the form takes', async ({
    page,
  }) => {
    const email = unique('group');
    await open(page, '/group-bookings');
    const form = page.getByRole('form', { name: 'Group booking enquiry' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Sarah');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Jane');
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    const restaurant = form.getByRole('combobox', { name: 'Restaurant' });
    await restaurant.selectOption(
      (await restaurant.locator('option:not([value=""])').first().getAttribute('value')) ?? '',
    );
    const guests = form.getByRole('spinbutton', { name: /Number of guests/ });
    // The guests start at the fewest the form takes ("From 25 to 500"), not at 0.
    await expect(guests).toHaveValue('25');
    await guests.fill('32');
    await guests.blur();
    await expect(guests).toHaveValue('32');
    await form.getByRole('textbox', { name: 'Your message' }).fill('A birthday dinner for 32 on a Friday.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByTestId('contact-thanks')).toBeVisible();
    await page.getByRole('button', { name: 'Send another enquiry' }).click();
    await expect(guests).toHaveValue('25');
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    const stored = await (
      await page.request.get(`${brandApi}/test/contact-enquiries?email=${encodeURIComponent(email)}`)
    ).json();
    expect(stored).toHaveLength(1);
    expect(stored[0].guests).toBe(32);
    await expect.poll(async () => (await mailTo(page, email)).length, { timeout: 10_000 }).toBe(1);
  });
});
