import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The customer pages of issue #11 on the production build with the embedded brand API. What the brand API
 * e-mailed is read from its outbox folder (the embedded default writes each message as an .eml file beside
 * its data directory, `MAIL_OUTBOX_DIR`).
 */
const outboxDir = fileURLToPath(new URL('../../.data/outbox/', import.meta.url));

/** The raw messages of the outbox addressed to `to`, oldest first. */
function mailTo(to: string): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(outboxDir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => readFileSync(`${outboxDir}${name}`, 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw));
}

/** Undoes quoted-printable soft line breaks and `=3D`, so a link in the message can be read whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

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
  test('a sign-up goes to the thank-you page and arrives in the outbox with a preferences link', async ({
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
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    const link = unfold(mailTo(email)[0] ?? '').match(/\/preferences\/([0-9a-f-]{36})/i);
    expect(link, 'the welcome e-mail carries the preferences link').not.toBeNull();
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
    expect(mailTo(email)).toHaveLength(0);
  });

  test('the bot check is off without keys: no reCAPTCHA script and no attribution', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('recaptcha')) scripts.push(r.url());
    });
    await open(page, '/sign-up');
    await expect(page.getByTestId('bot-check-notice')).toHaveCount(0);
    expect(scripts).toEqual([]);
  });
});
