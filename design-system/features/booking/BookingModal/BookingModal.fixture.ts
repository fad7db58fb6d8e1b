import { handlersFor, mockEndpoint, type ScenarioName } from '@fittizia/api-mocks';
import { bookingFixtures, restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import { type AvailabilityResult, createBrandClient, type Restaurant } from '@fittizia/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { directionsUrl } from '../../restaurants/RestaurantDetails/restaurantLinks.ts';
import type { BookingModalLinks, BookingModalProps } from './BookingModal.tsx';
import { noOtherRestaurants } from './BookingModalOthers.fixture.ts';

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

/** The modal's args in every BookingModal stories file: open, with the story restaurants, mocks and clock. */
export const modalArgs = {
  open: true,
  onOpenChange: fn(),
  onBookingFailed: fn(),
  client,
  restaurants: storyRestaurants,
  links,
  geolocation: null,
  now: storyNow,
  // As the site gives it: the details step carries the honeypot (nothing a diner sees, reaches or hears).
  botTrap: { onShown: fn(), onTrap: fn() },
} satisfies Partial<BookingModalProps>;

/** Preselected restaurant (restaurant page, book-now path) with the strip's date. */
export const atManchester = { initialRestaurantId: manchester.storeId, initialSearch: { date: bookingDate } };

/** A scenario of the mocks; no other restaurant has a table near the time unless the story says so. */
export const scenario = (name: ScenarioName, extra: RequestHandler[] = []) => ({
  msw: { handlers: handlersFor(name, [...extra, noOtherRestaurants]) },
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

/** Books at Manchester; the confirmation: reference, date, calendar, menu, directions, manage link. */
export async function confirmationPlay() {
  await toDetails();
  await book();
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: 'Your booking is confirmed' })).toBeVisible(),
  );
  const modal = await dialog();
  await expect(within(modal).getByText(bookingFixtures.created.bookingReference)).toBeVisible();
  await expect(within(modal).getByText('Friday 16 January 2026')).toBeVisible();
  await expect(within(modal).getByRole('link', { name: /^Google/ })).toHaveAttribute(
    'href',
    expect.stringContaining('dates=20260116T193000Z%2F20260116T213000Z'),
  );
  // Apple: the calendar download the brand API signed for this booking (the create answer's), kept with the
  // confirmation so a reload still offers it.
  await expect(within(modal).getByRole('link', { name: /^Apple/ })).toHaveAttribute(
    'href',
    bookingFixtures.created.calendarLink ?? '',
  );
  await expect(within(modal).getByRole('link', { name: 'View Menu' })).toHaveAttribute(
    'href',
    links.menu(manchester),
  );
  await expect(within(modal).getByRole('link', { name: /^Get Directions/ })).toBeVisible();
  // The address the confirmation went to (the create answer's) and the manage page's link.
  await expect(
    within(modal).getByText(
      (_, el) => el?.textContent === `We have sent your confirmation to ${diner.email}.`,
    ),
  ).toBeVisible();
  await expect(
    within(modal).getByRole('link', { name: 'View, change or cancel your booking' }),
  ).toHaveAttribute('href', bookingFixtures.created.manageLink);
}

/** Availability answers built for a story from the contract's example results. */
export function availabilityAnswer(
  make: (stores: { storeId: string; miles: number }[]) => AvailabilityResult[],
): RequestHandler {
  return mockEndpoint('bookingAvailability', async ({ request }) => {
    const body = (await request.json()) as { stores: { storeId: string; miles: number }[] };
    return HttpResponse.json(make(body.stores));
  });
}

const template = bookingFixtures.availability[0] as AvailabilityResult;
export const storeResult = (
  store: { storeId: string; miles: number },
  over: Partial<AvailabilityResult>,
): AvailabilityResult => ({
  ...template,
  storeId: store.storeId,
  storeName: storyRestaurants.find((r) => r.storeId === store.storeId)?.title ?? template.storeName,
  miles: store.miles,
  ...over,
});

/** No exact match anywhere: the chosen restaurant has other times, and so has the nearest one. */
export const severalResults = availabilityAnswer(([first, second]) => [
  storeResult(first as { storeId: string; miles: number }, {
    exactMatch: false,
    isFirstChoice: true,
    timeSlots: ['18:00', '18:15', '18:30', '18:45', '20:15', '20:30', '20:45', '21:00'].map((time) => ({
      time,
    })),
  }),
  ...(second
    ? [
        storeResult(second, {
          exactMatch: false,
          isFirstChoice: false,
          timeSlots: [{ time: '19:00' }, { time: '20:00' }],
        }),
      ]
    : []),
]);

/** Nothing at the chosen restaurant; the nearest one has the asked time. */
export const nearestOnly = availabilityAnswer(([first, second]) => [
  storeResult(first as { storeId: string; miles: number }, {
    exactMatch: false,
    isFirstChoice: true,
    timeSlots: [],
  }),
  ...(second
    ? [
        storeResult(second, {
          exactMatch: true,
          isFirstChoice: false,
          timeSlots: [{ time: '19:00' }, { time: '19:30' }, { time: '20:00' }],
        }),
      ]
    : []),
]);

/** One menu only: it is chosen for the diner. */
export const oneMenu = mockEndpoint('bookingMenus', () =>
  HttpResponse.json({ status: 200, data: { menus: bookingFixtures.menus.data.menus.slice(0, 1) } }),
);

/** No extras offered: the extras step is skipped. */
export const noExtras = mockEndpoint('bookingUpsells', () =>
  HttpResponse.json({ status: 200, data: { upsells: [] } }),
);

/** Presses Tab until the element has focus (a keyboard-only journey); fails after 80 presses. */
export async function tabTo(element: Element, shift = false) {
  for (let i = 0; i < 80 && document.activeElement !== element; i++) {
    await userEvent.tab({ shift });
  }
  await expect(element).toHaveFocus();
}
