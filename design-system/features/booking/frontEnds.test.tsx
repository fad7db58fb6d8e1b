import { bookingFixtures, restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import { createBrandClient, type Restaurant } from '@fittizia/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingModal } from './BookingModal/BookingModal.tsx';
import { BookingWizard } from './BookingWizard/BookingWizard.tsx';
import { WithQueryClient } from './steps/QueryClientDecorator.fixture.tsx';

/*
 * The modal and the wizard are two front-ends over one journey model: the same choices send the same booking,
 * byte for byte, with an Idempotency-Key; and a retried create (its answer lost) books once.
 */

const [manchester] = restaurantFixtures as [Restaurant];
const links = { restaurant: () => '/r', menu: () => '/m', directions: () => '/d', ics: () => '/i' };
const diner = { first: 'Giulia', last: "O'Connor", email: 'giulia@example.com', phone: '07700 900 123' };

interface Sent {
  path: string;
  body: string;
  key: string | undefined;
}

/** A brand API stand-in: the contract's example answers; bookings are stored by Idempotency-Key. */
function fakeBrandApi({ loseFirstAnswer = false } = {}) {
  const sent: Sent[] = [];
  const booked = new Map<string, string>();
  const answers: [string, unknown][] = [
    ['/api/booking/availability', bookingFixtures.availability],
    ['/api/booking/bookingmenu/', bookingFixtures.menus],
    ['/api/booking/requirements/', bookingFixtures.requirements],
    ['/api/booking/upsells/', bookingFixtures.upsells],
    ['/api/booking/occasions/', bookingFixtures.occasions],
    ['/api/booking/areas/', bookingFixtures.areas],
    ['/api/booking/slots/', bookingFixtures.slots],
  ];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    if (path.startsWith('/api/booking/create/')) {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const key = headers['Idempotency-Key'];
      sent.push({ path, body: String(init?.body), key });
      const reference = booked.get(key ?? '') ?? `FTZ${booked.size + 1}`;
      booked.set(key ?? `no-key-${sent.length}`, reference);
      if (loseFirstAnswer && sent.length === 1) return new Response('', { status: 504 });
      return Response.json({ bookingReference: reference, bookingStatus: 0 });
    }
    const answer = answers.find(([prefix]) => path.startsWith(prefix))?.[1];
    return answer ? Response.json(answer) : new Response('{}', { status: 404 });
  };
  return {
    client: createBrandClient({ baseUrl: '', fetch: fetch as typeof globalThis.fetch }),
    sent,
    booked,
  };
}

const user = () => userEvent.setup();
const addProsecco = async () =>
  user().click(await screen.findByRole('button', { name: 'Add one Bottle of Prosecco on the table' }));

async function typeDetails(phoneLabel: RegExp) {
  await user().type(await screen.findByRole('textbox', { name: 'First name' }), diner.first);
  await user().type(screen.getByRole('textbox', { name: 'Last name' }), diner.last);
  await user().type(screen.getByRole('textbox', { name: 'Email address' }), diner.email);
  await user().type(screen.getByRole('textbox', { name: phoneLabel }), diner.phone);
}

async function bookWithModal(client: ReturnType<typeof fakeBrandApi>['client']) {
  render(
    <WithQueryClient>
      <BookingModal
        open
        onOpenChange={() => {}}
        client={client}
        restaurants={restaurantFixtures}
        initialRestaurantId={manchester.storeId}
        initialSearch={{ date: '2026-01-16' }}
        links={links}
        geolocation={null}
        now={new Date('2026-01-14T13:00:00Z')}
      />
    </WithQueryClient>,
  );
  await user().click(await screen.findByRole('button', { name: 'Check availability' }));
  const menu = await screen.findByRole('region', { name: 'Menu' });
  await user().click(await within(menu).findByRole('radio', { name: 'Main Menu' }));
  await user().click(within(menu).getByRole('button', { name: 'Continue' }));
  await addProsecco();
  await user().click(
    within(await screen.findByRole('region', { name: 'Extras' })).getByRole('button', { name: 'Continue' }),
  );
  await typeDetails(/^Mobile number/);
  await user().click(screen.getByRole('button', { name: 'Book Now' }));
  await screen.findByRole('heading', { name: 'Your table is booked' });
}

async function wizardToDetails(
  client: ReturnType<typeof fakeBrandApi>['client'],
  botTrap?: { onShown(): void; onTrap(value: string): void },
) {
  render(
    <WithQueryClient>
      <BookingWizard
        client={client}
        restaurants={[manchester]}
        cardProvider="sandbox"
        now={new Date('2026-01-16T12:00:00')}
        botTrap={botTrap}
      />
    </WithQueryClient>,
  );
  await screen.findByRole('combobox', { name: 'Occasion' });
  await user().click(screen.getByRole('button', { name: 'Increase adults' }));
  await user().click(screen.getByRole('button', { name: 'Continue' }));
  await user().selectOptions(await screen.findByRole('combobox', { name: 'Time' }), '19:30');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  if (botTrap) expect(botTrap.onShown).not.toHaveBeenCalled();
  await user().click(screen.getByRole('button', { name: 'Continue' }));
  await addProsecco();
}

async function wizardToBook(client: ReturnType<typeof fakeBrandApi>['client']) {
  await wizardToDetails(client);
  await typeDetails(/^Mobile number/);
  await user().click(screen.getByRole('button', { name: 'Book Now' }));
}

describe('the modal and the wizard over one journey', () => {
  it('send byte-identical booking bodies, each with an Idempotency-Key, for the same choices', async () => {
    const modalApi = fakeBrandApi();
    await bookWithModal(modalApi.client);
    cleanup();
    const wizardApi = fakeBrandApi();
    await wizardToBook(wizardApi.client);
    await screen.findByText('Thank you, your table is booked');

    const [fromModal] = modalApi.sent;
    const [fromWizard] = wizardApi.sent;
    expect(fromModal?.body).toContain('"upsells":[{"id":"up-prosecco","quantity":1}]');
    expect(fromWizard?.body).toBe(fromModal?.body);
    expect(fromModal?.key).toMatch(/^booking-[0-9a-f-]{36}$/);
    expect(fromWizard?.key).toMatch(/^booking-[0-9a-f-]{36}$/);
  }, 30_000);

  it('a wizard booking retried after its answer was lost is booked once', async () => {
    const api = fakeBrandApi({ loseFirstAnswer: true });
    await wizardToBook(api.client);
    await screen.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled());
    await user().click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByText('Thank you, your table is booked');
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1]?.key).toBe(api.sent[0]?.key);
    expect(api.sent[1]?.body).toBe(api.sent[0]?.body);
    expect(api.booked.size).toBe(1);
  }, 30_000);
});

describe("the keyless bot check's honeypot in the wizard's details", () => {
  it('is inside the details form, told when step three shows, and a bot filling it reaches onTrap', async () => {
    const botTrap = { onShown: vi.fn(), onTrap: vi.fn() };
    await wizardToDetails(fakeBrandApi().client, botTrap);
    await waitFor(() => expect(botTrap.onShown).toHaveBeenCalledTimes(1));
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.form).toBe(screen.getByRole('textbox', { name: 'First name' }).closest('form'));
    expect(trap?.tabIndex).toBe(-1);
    await typeDetails(/^Mobile number/);
    expect(botTrap.onTrap).not.toHaveBeenCalled();
    if (!trap) throw new Error('no honeypot in the details form');
    await user().type(trap, 'http://spam.example');
    expect(botTrap.onTrap).toHaveBeenLastCalledWith('http://spam.example');
  }, 30_000);
});
