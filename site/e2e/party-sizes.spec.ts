import { expect, test } from './fixtures.ts';
import { bookingDialog, hydrated } from './support/booking-steps.ts';

/*
 * One rule for party sizes (the contract's MAX_TABLE_BOOKING_COVERS, CALL_US_COVERS and ENQUIRY_COVERS_THRESHOLD),
 * in the same words in the booking dialog's party step and on /group-bookings, each linking to the other.
 */
const RULE = [
  'Up to 15 guests: book a table online.',
  '16 to 24 guests: please call the restaurant.',
  '25 or more guests: send us a group booking enquiry, and we reply within 48 hours.',
];
const ruleIn = (scope: ReturnType<typeof bookingDialog>) =>
  scope.getByRole('list', { name: 'How we book tables by party size' });

test.describe('party sizes', () => {
  test('at 320 px /group-bookings states the rule, takes enquiries from 25, and opens the dialog for smaller parties', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/group-bookings');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(
      main.getByText('Booking for 25 or more? Send us an enquiry and we reply within 48 hours.'),
    ).toBeVisible();
    await expect(ruleIn(main).getByRole('listitem')).toHaveText(RULE);
    const form = page.getByRole('form', { name: 'Group booking enquiry' });
    const guests = form.getByRole('spinbutton', { name: /Number of guests/ });
    await expect(guests).toHaveValue('25');
    await expect(guests).toHaveAccessibleDescription(/From 25 to 500/);

    await ruleIn(main).getByRole('link', { name: 'book a table online' }).click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Please select a location.' })).toBeVisible();
  });

  test('the dialog says the same, marks the party asked for, links an enquiry to /group-bookings, and heads a 25+ party as an enquiry', async ({
    page,
  }) => {
    await page.goto('/restaurants/london/covent-garden#booking');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Create your booking' })).toBeVisible();
    const rule = ruleIn(dialog);
    await expect(rule.getByRole('listitem')).toHaveText(RULE);
    const adults = dialog.getByRole('spinbutton', { name: 'Adults' });

    await adults.fill('18');
    await adults.blur();
    await expect(rule.locator('[aria-current="true"]')).toHaveText(RULE[1] as string);
    await expect(dialog.getByRole('heading', { name: 'Create your booking' })).toBeVisible();

    await adults.fill('30');
    await adults.blur();
    await expect(rule.locator('[aria-current="true"]')).toHaveText(RULE[2] as string);
    await expect(dialog.getByRole('heading', { name: 'Send a group booking enquiry' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Check availability for your enquiry' })).toBeVisible();

    await rule.getByRole('link', { name: 'send us a group booking enquiry' }).click();
    await expect(page).toHaveURL(/\/group-bookings$/);
    await expect(page.getByRole('form', { name: 'Group booking enquiry' })).toBeVisible();
  });
});
