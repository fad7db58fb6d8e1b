import { bookingFixtures, restaurantFixtures } from '@fittizia/api-mocks/fixtures';
import type { AvailabilityResult, Restaurant } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialJourney, type JourneyAction, type JourneyState, journeyReducer } from '../journey/index.ts';
import { Confirmation } from './Confirmation/Confirmation.tsx';
import { DetailsStep } from './DetailsStep/DetailsStep.tsx';
import { ExtrasStep } from './ExtrasStep/ExtrasStep.tsx';
import { TimesStep } from './TimesStep/TimesStep.tsx';

/*
 * The steps on their own, each in the state a diner meets it in (the modal's stories walk the whole journey).
 * Out of the visual review: the modal's and the wizard's stories carry the baselines.
 */

const [manchester, leeds] = restaurantFixtures as [Restaurant, Restaurant];
const slots = (...times: string[]) => times.map((time) => ({ time }));
const result: AvailabilityResult = {
  storeId: manchester.storeId,
  storeName: manchester.title,
  occasionId: 'occ-dinner',
  exactMatch: false,
  isFirstChoice: true,
  miles: 0,
  timeSlots: slots('17:30', '17:45', '20:30'),
  isPlaceAsEnquiryEnabled: false,
  allowMultipleUpsells: true,
  standbyOffered: true,
};
const links = { restaurant: () => '/r', menu: () => '/m', directions: () => '/d', ics: () => '/i' };

const run = (...actions: JourneyAction[]) =>
  actions.reduce(
    journeyReducer,
    initialJourney({ restaurant: manchester, search: { date: '2026-01-16', time: '19:00' } }),
  );
const atTimes = () => run({ type: 'availabilityLoaded', results: [result], today: '2026-01-14' });
const atDetails = (...more: JourneyAction[]) =>
  run(
    { type: 'availabilityLoaded', results: [result], today: '2026-01-14' },
    { type: 'chooseSlot', storeId: manchester.storeId, time: '20:30' },
    { type: 'menusLoaded', menus: bookingFixtures.menus.data.menus.slice(0, 1) },
    {
      type: 'extrasLoaded',
      upsells: bookingFixtures.upsells.data.upsells,
      requirements: { isCardGuaranteeRequired: false, isPlaceAsEnquiryEnabled: false },
    },
    { type: 'setExtra', id: 'up-prosecco', quantity: 2 },
    { type: 'setExtra', id: 'up-cake', quantity: 1 },
    { type: 'confirmExtras' },
    ...more,
  );

function Steps({
  start,
  children,
}: {
  start: JourneyState;
  children: (s: ReturnType<typeof useSteps>) => React.ReactNode;
}) {
  return <>{children(useSteps(start))}</>;
}
function useSteps(start: JourneyState) {
  const [state, dispatch] = useReducer(journeyReducer, start);
  return { state, dispatch };
}

const meta = {
  title: 'Features/Booking/Steps',
  component: Steps,
  tags: ['no-visual'],
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AskedTimeNotFree: Story = {
  name: 'Times: the asked time is not free, the list says so before the nearest',
  args: { start: atTimes(), children: (p) => <TimesStep {...p} storeName={manchester.title} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('19:00 is not available. These are the nearest times:')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `20:30 at ${manchester.title}` })).toBeVisible();
  },
};

/** The chosen restaurant is full for the party; only another restaurant has times. */
const otherOnly: AvailabilityResult = {
  ...result,
  storeId: leeds.storeId,
  storeName: leeds.title,
  isFirstChoice: false,
  miles: 10.4,
  timeSlots: slots('19:00', '19:15'),
};

export const ChosenRestaurantFull: Story = {
  name: 'Times: the chosen restaurant says first that it has no table, then another restaurant’s times',
  args: {
    start: run(
      { type: 'setSearch', search: { adults: 8 } },
      { type: 'availabilityLoaded', results: [otherOnly], today: '2026-01-14' },
    ),
    children: (p) => <TimesStep {...p} storeName={manchester.title} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const full = canvas.getByText(
      `${manchester.title} has no table for 8 adults at 19:00 on Friday 16 January 2026.`,
    );
    await expect(full).toBeVisible();
    const other = canvas.getByRole('group', { name: `${leeds.title}, 10.4 miles away` });
    // Said before any other restaurant's offer.
    await expect(full.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The details step on its own, nothing typed yet. */
const detailsArgs: Story['args'] = {
  start: atDetails(),
  children: (p) => (
    <DetailsStep {...p} bookNowText="Book Now" busy={false} placing={false} onBook={() => {}} />
  ),
};

export const DetailsStillNeeded: Story = {
  name: 'Details: the disabled Book now says what is still missing; needs grouped',
  args: detailsArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('button', { name: 'Book Now' });
    await expect(book).toBeDisabled();
    await expect(book).toHaveAccessibleDescription(
      'To continue, enter your first name, your last name, your email address and your mobile number.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Giulia');
    await expect(book).toHaveAccessibleDescription(/^To continue, enter your last name/);
    await userEvent.click(canvas.getByText('Allergies and access needs (optional)'));
    await expect(canvas.getByRole('group', { name: 'Allergies in your party' })).toBeVisible();
    const access = canvas.getByRole('group', { name: 'Access needs' });
    await expect(within(access).getByRole('checkbox', { name: 'Wheelchair access' })).toBeInTheDocument();
    await expect(within(access).getByRole('checkbox', { name: 'Space for a pram' })).toBeInTheDocument();
  },
};

/** The booking refuses what every form refuses, with the same words: a pizza is not a last name. */
export const DetailsNameNotAName: Story = {
  name: 'Details: "🍕🍕" as a last name is refused with every form’s words',
  args: detailsArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    const last = canvas.getByRole('textbox', { name: 'Last name' });
    await userEvent.type(last, '🍕🍕');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '07700 900123');
    await expect(last).toHaveAccessibleDescription(
      expect.stringContaining('Last name must only include letters, spaces, apostrophes and hyphens'),
    );
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

const botTrap = { onShown: fn(), onTrap: fn() };

/**
 * The keyless bot check's honeypot on the details step: a person sees, reaches by Tab and hears only
 * the details; a bot that fills every input fills the trap too, and the host is told (and that the step showed).
 */
export const DetailsBotTrap: Story = {
  name: 'Details: the honeypot is there but invisible and out of the Tab order; a bot filling it is reported',
  args: {
    start: atDetails(),
    children: (p) => (
      <DetailsStep
        {...p}
        bookNowText="Book Now"
        busy={false}
        placing={false}
        onBook={() => {}}
        botTrap={botTrap}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('no honeypot in the details step');
    await expect(botTrap.onShown).toHaveBeenCalled();
    // Invisible: no box on the page a person could see, hidden from the accessibility tree, never tabbed to.
    await expect(trap.tabIndex).toBe(-1);
    await expect(canvas.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const box = trap.closest('[data-form-trap]')?.getBoundingClientRect();
    await expect(box && box.right <= 0 && box.width <= 1).toBe(true);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email address' }));
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(
      canvas.getByRole('textbox', { name: 'Mobile number' }),
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(trap);
    await expect(botTrap.onTrap).not.toHaveBeenCalled();
    // What a bot does: it fills every input, the trap included.
    trap.focus();
    await userEvent.type(trap, 'http://spam.example');
    await expect(botTrap.onTrap).toHaveBeenLastCalledWith('http://spam.example');
  },
};

export const ExtrasSummary: Story = {
  name: 'Extras: past the step, the summary lists them with prices, total and Edit',
  args: { start: atDetails(), children: (p) => <ExtrasStep {...p} loading={false} /> },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Extras' }));
    await expect(region.getByText(/2 × Bottle of Prosecco on the table, £55\.00/)).toBeVisible();
    await expect(region.getByText(/Extras total £73\.00/)).toBeVisible();
    await expect(region.getByRole('button', { name: 'Edit Extras' })).toBeEnabled();
  },
};

export const ConfirmationEveryChoice: Story = {
  name: 'Confirmation: every choice, the extras with their total and the special request',
  args: {
    start: atDetails(
      { type: 'setCustomer', customer: { specialRequest: 'A table by the window' } },
      {
        type: 'bookingSucceeded',
        reference: 'FT-1042-7H3K9',
        enquiry: false,
        manageLink: bookingFixtures.created.manageLink,
        sentTo: 'giulia@example.com',
      },
    ),
    children: (p) => <Confirmation state={p.state} restaurant={manchester} links={links} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Main Menu')).toBeVisible();
    await expect(canvas.getByText('1 × Celebration tiramisu, £18.00')).toBeVisible();
    await expect(canvas.getByText(/Extras total £73\.00/)).toBeVisible();
    await expect(canvas.getByText('A table by the window')).toBeVisible();
    await expect(canvas.getByText('FT-1042-7H3K9')).toBeVisible();
    await expect(sentence(canvas, 'We have sent your confirmation to giulia@example.com.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View, change or cancel your booking' })).toHaveAttribute(
      'href',
      bookingFixtures.created.manageLink,
    );
  },
};

export const ConfirmationEnquiry: Story = {
  name: 'Confirmation: an enquiry says where its details went, and has no manage link yet',
  args: {
    start: atDetails(
      { type: 'setCustomer', customer: { email: 'giulia@example.com' } },
      { type: 'bookingSucceeded', reference: 'EQ4M2P', enquiry: true, sentTo: 'giulia@example.com' },
    ),
    children: (p) => <Confirmation state={p.state} restaurant={manchester} links={links} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your enquiry has been sent' })).toBeVisible();
    await expect(
      sentence(canvas, 'We have sent the details of your enquiry to giulia@example.com.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /change or cancel/ })).toBeNull();
  },
};

/** An element whose whole text is `text` (a sentence with an address in bold inside it). */
function sentence(canvas: ReturnType<typeof within>, text: string) {
  return canvas.getByText((_: string, el: Element | null) => el?.textContent === text);
}
