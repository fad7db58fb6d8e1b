import { handlersFor, restaurantFixtures, type ScenarioName } from '@fittizia/api-mocks';
import { createBrandClient } from '@fittizia/contract';
import { fn, screen, userEvent } from 'storybook/test';
import type { BookingWizardProps } from './BookingWizard.tsx';

/** What the wizard's two story files share: the brand client, the restaurants, the args and the steps there. */

export const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

/** Manchester Deansgate (1042), Leeds Briggate (1057) and a holiday park (1203), from the contract's examples. */
export const [manchester, , holidayPark] = restaurantFixtures as [
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
];

export const wizardArgs = {
  client: createBrandClient({ baseUrl: '' }),
  restaurants: restaurantFixtures,
  initialRestaurantId: manchester.storeId,
  cardProvider: 'sandbox',
  onBookingFailed: fn(),
  now: new Date('2026-11-23T12:00:00'),
  // As the site gives it: step three carries the honeypot, and its baseline shows that a diner sees no change.
  botTrap: { onShown: fn(), onTrap: fn() },
} satisfies BookingWizardProps;

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });

/** Step one is ready once the occasions have loaded. */
export async function stepOneReady() {
  await screen.findByRole('combobox', { name: 'Occasion' }, { timeout: 5000 });
}

export async function toStepTwo() {
  await stepOneReady();
  await userEvent.click(button('Continue'));
  await screen.findByRole('combobox', { name: 'Time' }, { timeout: 5000 });
}

export async function toStepThree() {
  await toStepTwo();
  await userEvent.click(button('Continue'));
  await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
}

export async function fillDetails() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Giulia');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), "O'Connor");
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'giulia.oconnor@example.com');
}
