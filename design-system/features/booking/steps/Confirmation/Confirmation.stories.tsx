import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blankJourney, type JourneyState } from '../../journey/index.ts';
import { bookingPreorderExample, ORGANISER_ACTION, SITE_ORIGIN } from '../../PreorderOrganiser/fixtures.ts';
import { Confirmation } from './Confirmation.tsx';

/** A party of ten booked on the Christmas menu: the confirmation gives the organiser the pre-order's links. */
const state: JourneyState = {
  ...blankJourney,
  step: 'done',
  search: { adults: 10, children: 0, date: '2026-12-18', time: '19:30' },
  chosen: {
    storeId: '1042',
    storeName: 'Fittizia Manchester Deansgate',
    time: '19:30',
    occasionId: 'christmas-party',
    isPlaceAsEnquiryEnabled: false,
  },
  confirmation: {
    reference: 'K7QM2XRA',
    enquiry: false,
    sentTo: 'marco.bianchi@example.com',
    preorder: { ...bookingPreorderExample, chosen: 0 },
  },
};

const links = {
  restaurant: () => '/restaurants/manchester/deansgate',
  menu: () => '/restaurants/manchester/deansgate/menu',
  directions: () => 'https://maps.example/deansgate',
  ics: () => '/booking/calendar.ics',
  origin: SITE_ORIGIN,
};

const meta = {
  title: 'Features/Booking/Steps/Confirmation',
  component: Confirmation,
  args: { state, restaurant: undefined, links },
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPreorder: Story = {
  name: 'A group booking with a pre-order',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your party’s pre-order' })).toBeVisible();
    await expect(canvas.getByText('0 of 10 chosen')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your pre-order table' })).toHaveAttribute(
      'href',
      ORGANISER_ACTION,
    );
    await expect(canvas.getByRole('textbox', { name: 'Share this link with your guests' })).toHaveValue(
      `${SITE_ORIGIN}${bookingPreorderExample.guestLink}`,
    );
  },
};

export const WithoutPreorder: Story = {
  name: 'A booking without a pre-order',
  tags: ['no-visual'],
  args: { state: { ...state, confirmation: { reference: 'K7QM2XRA', enquiry: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('K7QM2XRA')).toBeVisible();
    await expect(canvas.queryByText(/pre-order/)).toBeNull();
  },
};
