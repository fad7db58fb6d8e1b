import { handlersFor, type ScenarioName } from '@fittizia/api-mocks';
import { restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import { createBrandClient, type Restaurant } from '@fittizia/contract';
import type { RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { directionsUrl } from '../../restaurants/RestaurantDetails/restaurantLinks.ts';
import type { BookingModalLinks } from './BookingModal.tsx';

export const client = createBrandClient({ baseUrl: '' });

/** The clock every story sees: a Wednesday lunchtime in London (as the visual tests' clock). */
export const storyNow = new Date('2026-01-14T13:00:00Z');
/** A Friday two days later: the date the journey stories book. */
export const bookingDate = '2026-01-16';

const [manchester, leeds, holidayPark] = restaurantFixtures as [Restaurant, Restaurant, Restaurant];

export { holidayPark, leeds, manchester };

/** A restaurant that books through an external provider (spec 4.3, outcome 1). */
export const providerRestaurant: Restaurant = {
  ...leeds,
  storeId: '1040',
  title: 'Fittizia Trattoria Fort William',
  city: 'fort-william',
  slug: 'high-street',
  addressLine1: '21 High Street',
  addressCity: 'Fort William',
  postcode: 'PH33 6AD',
  phoneNumber: '01397 496 040',
  lat: 56.8198,
  lng: -5.1052,
  addressLocation: { lat: 56.8198, lon: -5.1052 },
  bookingProviderUrl: 'https://booking-partner.example/fittizia/fort-william',
};

/** A restaurant whose bookings are switched off (spec 4.3, outcome 3). */
export const disabledRestaurant: Restaurant = {
  ...leeds,
  storeId: '1041',
  title: 'Fittizia Trattoria Aviemore',
  city: 'aviemore',
  slug: 'grampian-road',
  addressLine1: '90 Grampian Road',
  addressCity: 'Aviemore',
  postcode: 'PH22 1RH',
  phoneNumber: '01479 496 041',
  lat: 57.1953,
  lng: -3.8262,
  addressLocation: { lat: 57.1953, lon: -3.8262 },
  enableBookings: false,
};

export const storyRestaurants: readonly Restaurant[] = [
  manchester,
  leeds,
  holidayPark,
  providerRestaurant,
  disabledRestaurant,
];

export const links: BookingModalLinks = {
  restaurant: (r) => `/restaurants/${r.city}/${r.slug}`,
  menu: (r) => `/restaurants/${r.city}/${r.slug}/menu`,
  directions: (r) => directionsUrl(r.lat ?? 0, r.lng ?? 0),
  ics: (event) => `/api/booking/calendar.ics?date=${event.date}&time=${event.time}`,
};

/** A device location near Leeds, answered at once. */
export const nearLeeds: Pick<Geolocation, 'getCurrentPosition'> = {
  getCurrentPosition: (success) =>
    success({
      coords: { latitude: 53.8008, longitude: -1.5491 } as GeolocationCoordinates,
      timestamp: storyNow.getTime(),
    } as GeolocationPosition),
};

/** A device that refuses its location. */
export const locationDenied: Pick<Geolocation, 'getCurrentPosition'> = {
  getCurrentPosition: (_success, failure) =>
    failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
};

export const scenario = (name: ScenarioName, extra: RequestHandler[] = []) => ({
  msw: { handlers: handlersFor(name, extra) },
});

export const dialog = () => screen.findByRole('dialog');

export async function checkAvailability() {
  await userEvent.click(await screen.findByRole('button', { name: /^Check availability/ }));
}

export async function chooseMenu(name: RegExp | string = 'Main Menu') {
  const section = await screen.findByRole('region', { name: 'Menu' });
  await userEvent.click(await within(section).findByRole('radio', { name }, { timeout: 5000 }));
  await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));
}

export async function continueFromExtras() {
  const section = await screen.findByRole('region', { name: 'Extras' }, { timeout: 5000 });
  await userEvent.click(await within(section).findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
}

export const diner = {
  firstName: 'Giulia',
  lastName: "O'Connor",
  email: 'giulia@example.com',
  phone: '07700 900 123',
};

export async function fillDetails() {
  const modal = await dialog();
  await screen.findByRole('heading', { name: 'Your details' }, { timeout: 5000 });
  await userEvent.type(within(modal).getByRole('textbox', { name: 'First name' }), diner.firstName);
  await userEvent.type(within(modal).getByRole('textbox', { name: 'Last name' }), diner.lastName);
  await userEvent.type(within(modal).getByRole('textbox', { name: 'Email address' }), diner.email);
  await userEvent.type(within(modal).getByRole('textbox', { name: /^Mobile number/ }), diner.phone);
}

/** From the party step of a preselected restaurant to the filled details form. */
export async function toDetails() {
  await checkAvailability();
  await chooseMenu();
  await continueFromExtras();
  await fillDetails();
}

export async function book(name: string | RegExp = 'Book Now') {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}
