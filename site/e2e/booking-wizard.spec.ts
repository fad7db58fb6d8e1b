import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/**
 * Next Wednesday (1 to 7 days ahead, never today) as the date field takes it, dd/MM/yyyy. docs/booking-outcomes.md:
 * a confirmed booking at any bookable restaurant, e.g. Covent Garden, on any open day from now on, for 1 to 15
 * guests; Covent Garden is open on Wednesdays.
 */
function nextWednesday(from = new Date()): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const ahead = (3 - day.getUTCDay() + 7) % 7 || 7;
  day.setUTCDate(day.getUTCDate() + ahead);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** A text of the wizard's own module (the slot-taken action), in no other chunk. */
const WIZARD_SIGNATURE = 'Choose another time';

test.describe('older booking wizard on the legacy city page', () => {
  test('books a table for 2 at Covent Garden and shows the thank-you with a reference', async ({ page }) => {
    // Every script the page loads, with its text: the wizard's code is recognised by a text only it holds.
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    const wizardLoaded = async () =>
      (await Promise.all(scripts)).some((text) => text.includes(WIZARD_SIGNATURE));
    const response = await page.goto('/restaurants/london/index-old');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    // The list stays, and the booking code is not part of the page's first load.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Restaurants in London');
    await expect(page.getByTestId('city-restaurant').first()).toBeVisible();
    expect(await wizardLoaded()).toBe(false);

    await page.getByRole('button', { name: 'Book a table' }).click();
    const wizard = page.getByTestId('booking-wizard');
    await expect(wizard.getByRole('heading', { name: 'Choose a restaurant' })).toBeVisible();
    expect(await wizardLoaded()).toBe(true);
    const restaurant = wizard.getByRole('combobox', { name: /Restaurant/ });
    const coventGarden = await restaurant
      .locator('option', { hasText: 'Covent Garden' })
      .getAttribute('value');
    expect(coventGarden).toBe('1001');
    await restaurant.selectOption('1001');
    await wizard.getByRole('button', { name: 'Continue' }).click();

    // Step one: the date first (it reloads the occasions, which reset the party), then the party of 2.
    await expect(wizard.getByRole('combobox', { name: 'Occasion' })).toBeEnabled();
    const date = nextWednesday();
    await wizard.getByRole('textbox', { name: 'Date' }).fill(date);
    await expect(wizard.getByRole('textbox', { name: 'Date' })).toHaveValue(date);
    await expect(wizard.getByRole('combobox', { name: 'Occasion' })).toBeEnabled();
    await expect(wizard.getByRole('combobox', { name: 'Occasion' })).toHaveValue('standard');
    const adults = wizard.getByRole('spinbutton', { name: 'Adults' });
    await adults.focus();
    while ((await adults.inputValue()) !== '2') {
      const before = Number(await adults.inputValue());
      await page.keyboard.press(before < 2 ? 'ArrowUp' : 'ArrowDown');
    }
    await expect(wizard.getByRole('spinbutton', { name: 'Children' })).toHaveValue('0');
    await wizard.getByRole('combobox', { name: 'Preferred time' }).selectOption('19:00');
    await wizard.getByRole('button', { name: 'Continue' }).click();

    // Step two: the free times of the real availability engine, a menu and an area.
    await expect(wizard.getByText('Step 2 of 3')).toBeVisible();
    const time = wizard.getByRole('combobox', { name: 'Time' });
    await expect(time).toBeVisible({ timeout: 10_000 });
    const chosenTime = await time.inputValue();
    expect(chosenTime).toMatch(/^\d{2}:\d{2}$/);
    await expect(wizard.getByRole('combobox', { name: 'Menu' })).not.toHaveValue('');
    await wizard.getByRole('button', { name: 'Continue' }).click();

    // Step three: details (no phone: optional in the wizard), then book.
    await expect(wizard.getByText('Step 3 of 3')).toBeVisible();
    const book = wizard.getByRole('button', { name: 'Book Now' });
    await expect(book).toBeDisabled();
    await wizard.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await wizard.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await wizard.getByRole('textbox', { name: 'Email address' }).fill('ada.lovelace@example.com');
    await expect(book).toBeEnabled();
    await book.click();

    await expect(wizard.getByRole('heading', { name: 'Thank you, your table is booked' })).toBeVisible({
      timeout: 10_000,
    });
    // References are 8 characters of the unambiguous alphabet (docs/booking-engine.md, "The engine in the brand API").
    await expect(wizard.getByTestId('booking-reference')).toHaveText(/^[ABCDEFGHJKMNPQRSTWXYZ2345679]{8}$/);
    await expect(wizard.getByText(chosenTime)).toBeVisible();
    await expect(wizard.getByText('2 adults')).toBeVisible();
  });
});
