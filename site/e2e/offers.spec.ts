import { OFFER_ENDED_MESSAGE } from '@fittizia/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Offers on the production build with the embedded brand API, whose seed dates its offers from the day it
 * runs: the Offers page's tiles open running offers, the seeded ended offer's page says it has ended, and a
 * claim the brand API refuses because the offer ended while the page was open is said in the form's summary.
 */
const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('the Offers page\'s Pranzo tile opens its running offer\'s claim form, not "Offer not found"', async ({
  page,
}) => {
  await open(page, '/offers');
  await page.getByRole('link', { name: /Pranzo: two courses/ }).click();
  await expect(page).toHaveURL(/\/offer\/pranzo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Claim your voucher' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pranzo: two courses £14.95' })).toBeVisible();
  await expect(
    page.getByText(/^Monday to Friday, noon to 4pm\. Valid until \d{1,2} [A-Z][a-z]+ \d{4}$/),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Get your voucher' })).toBeVisible();
  await expect(page.getByText('Offer not found')).toHaveCount(0);
});

test("an ended offer's page says it has ended, on which day, with no form", async ({ page }) => {
  const response = await open(page, '/offer/summer-spritz');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Summer spritz: two for £10' })).toBeVisible();
  const ended = page.getByTestId('offer-ended');
  await expect(ended.getByRole('heading', { name: 'This offer has ended' })).toBeVisible();
  await expect(ended).toContainText(/This offer ended on \d{1,2} [A-Z][a-z]+ \d{4}\./);
  await expect(ended.getByRole('link', { name: 'See our current offers' })).toHaveAttribute(
    'href',
    '/offers',
  );
  await expect(page.getByRole('form', { name: 'Get your voucher' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test("a claim after the offer ended shows the brand API's message in the summary, the typed values kept, and nothing is sent", async ({
  page,
}) => {
  const email = unique('too.late');
  await open(page, '/offer/30-off-students');
  const form = page.getByRole('form', { name: 'Get your voucher' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" }).check();
  // The offer ends while the page is open: the claim the page sends goes on, through the site's proxy to the
  // real brand API, for an offer that has ended by then (the seeded ended one).
  await page.route('**/api/offer/getcode', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, offerSlug: 'summer-spritz' }) });
  });
  const answer = page.waitForResponse('**/api/offer/getcode');
  await form.getByRole('button', { name: 'Get my voucher' }).click();
  expect((await answer).status()).toBe(410);
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText(OFFER_ENDED_MESSAGE);
  await expect(summary).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await expect(
    form.getByRole('checkbox', { name: "I agree to the offer's terms and conditions" }),
  ).toBeChecked();
  await expect(page.getByTestId('offer-voucher')).toHaveCount(0);
  const mails = await page.request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(email)}`);
  expect(await mails.json()).toEqual([]);
});
