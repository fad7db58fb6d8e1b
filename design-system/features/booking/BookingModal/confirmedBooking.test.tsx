import { bookingFixtures, restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import { createBrandClient, type Restaurant } from '@fittizia/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WithQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import { BookingModal } from './BookingModal.tsx';
import { forgetConfirmed } from './confirmedBooking.ts';

/*
 * A confirmed booking is kept for its own journey only (`keepConfirmed`, the journey's id): opened again in that
 * journey (a reload) it shows the confirmation; the next journey (another Book Now, a "Book again" link, in the
 * same tab, before the modal was ever closed) starts at its first step.
 */

const [manchester, leeds] = restaurantFixtures as [Restaurant, Restaurant];
const links = { restaurant: () => '/r', menu: () => '/m', directions: () => '/d', ics: () => '/i' };

/** The contract's example answers; every create books `FTZ1`. */
const answers: [string, unknown][] = [
  ['/api/booking/availability', bookingFixtures.availability],
  ['/api/booking/bookingmenu/', bookingFixtures.menus],
  ['/api/booking/requirements/', bookingFixtures.requirements],
  ['/api/booking/upsells/', bookingFixtures.upsells],
];
const client = createBrandClient({
  baseUrl: '',
  fetch: (async (url: RequestInfo | URL) => {
    const path = String(url);
    if (path.startsWith('/api/booking/create/'))
      return Response.json({ bookingReference: 'FTZ1', bookingStatus: 0 });
    const answer = answers.find(([prefix]) => path.startsWith(prefix))?.[1];
    return answer ? Response.json(answer) : new Response('{}', { status: 404 });
  }) as typeof fetch,
});

function openModal(journey: string, restaurant: Restaurant) {
  render(
    <WithQueryClient>
      <BookingModal
        open
        onOpenChange={() => {}}
        client={client}
        restaurants={restaurantFixtures}
        initialRestaurantId={restaurant.storeId}
        initialSearch={{ date: '2026-01-16' }}
        links={links}
        geolocation={null}
        now={new Date('2026-01-14T13:00:00Z')}
        keepConfirmed={journey}
      />
    </WithQueryClient>,
  );
}

async function bookAtManchester(journey: string) {
  const user = userEvent.setup();
  openModal(journey, manchester);
  await user.click(await screen.findByRole('button', { name: 'Check availability' }));
  const menu = await screen.findByRole('region', { name: 'Menu' });
  await user.click(await within(menu).findByRole('radio', { name: 'Main Menu' }));
  await user.click(within(menu).getByRole('button', { name: 'Continue' }));
  await user.click(
    within(await screen.findByRole('region', { name: 'Extras' })).getByRole('button', { name: 'Continue' }),
  );
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Giulia');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), "O'Connor");
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'giulia@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '07700 900 123');
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  await screen.findByRole('dialog', { name: 'Your booking is confirmed' });
}

afterEach(forgetConfirmed);

describe('a confirmed booking, kept for its own journey', () => {
  it('shows again when its journey opens again (a reload), with its reference', async () => {
    await bookAtManchester('journey-1');
    cleanup();
    openModal('journey-1', manchester);
    const dialog = await screen.findByRole('dialog', { name: 'Your booking is confirmed' });
    expect(within(dialog).getByText('FTZ1')).toBeVisible();
  }, 30_000);

  it('is never shown by the next journey, at another restaurant or the same one: its first step is', async () => {
    await bookAtManchester('journey-1');
    for (const restaurant of [leeds, manchester]) {
      cleanup();
      openModal(`journey-after-${restaurant.storeId}`, restaurant);
      const dialog = await screen.findByRole('dialog', { name: 'Create your booking' });
      expect(within(dialog).getByRole('heading', { name: /Party, date and time/ })).toBeVisible();
      expect(within(dialog).getByRole('region', { name: 'Restaurant' }).textContent).toContain(
        restaurant.title,
      );
      expect(within(dialog).queryByText('FTZ1')).toBeNull();
    }
  }, 30_000);
});
