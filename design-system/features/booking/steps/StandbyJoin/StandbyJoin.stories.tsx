import {
  BookingErrorCode,
  BrandApiError,
  bookingErrorMessage,
  examples,
  STANDBY_FORM_MESSAGES,
  type StandbyAsk,
  type StandbyEntry,
  type StandbyJoinRequest,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StandbyJoin } from './StandbyJoin.tsx';

const ask: StandbyAsk = {
  storeId: '1042',
  storeName: 'Fittizia Manchester Deansgate',
  date: '2025-03-07',
  time: '19:00',
  adults: 2,
  children: 0,
};

/** Answers as the brand API does: the entry echoes the window, party and e-mail asked for. */
const joined = async (body: StandbyJoinRequest) => ({
  ...examples.standbyJoin.response,
  windowFrom: body.windowFrom,
  windowTo: body.windowTo,
  emailAddress: body.emailAddress,
});

const meta = {
  title: 'Features/Booking/Steps/StandbyJoin',
  component: StandbyJoin,
  args: { ask, join: fn(joined) },
} satisfies Meta<typeof StandbyJoin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The no-availability answer's offer, closed: the form's code is not loaded yet. */
export const Offer: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Join the standby list' })).toBeVisible();
    await expect(canvas.getByText(/No table for 2 fits 19:00 on Friday 7 March 2025/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join the standby list' }));
    // The form's code loads on the press (its own chunk): allowed a moment on a cold start.
    await expect(
      await canvas.findByRole('form', { name: 'Join the standby list' }, { timeout: 10_000 }),
    ).toBeVisible();
    // The button is gone: focus is on the form's first field, not lost to the page.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Earliest time you could come' })).toHaveFocus(),
    );
  },
};

const fill = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await canvas.findByRole('form', { name: 'Join the standby list' }, { timeout: 10_000 });
  await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Giulia');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Rossi');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'giulia.rossi@example.com');
  await userEvent.click(canvas.getByRole('checkbox', { name: /E-mail me if a table comes free/ }));
};

/** The form open: the window an hour either side of the time asked for, the person details and consent. */
export const Form: Story = {
  tags: ['visual'],
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Join the standby list' }, { timeout: 10_000 });
    await expect(canvas.getByRole('combobox', { name: 'Earliest time you could come' })).toHaveValue('18:00');
    await expect(canvas.getByRole('combobox', { name: 'Latest time you could come' })).toHaveValue('20:00');
  },
};

/** Sent empty, or with the window the wrong way round: every problem named, nothing sent. */
export const Invalid: Story = {
  tags: ['visual'],
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('form', { name: 'Join the standby list' }, { timeout: 10_000 });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Latest time you could come' }),
      '17:00',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Join the standby list' }));
    await expect(await canvas.findAllByText(STANDBY_FORM_MESSAGES.consent)).not.toHaveLength(0);
    await expect(canvas.getAllByText(STANDBY_FORM_MESSAGES.windowOrder)).not.toHaveLength(0);
    await expect(args.join).not.toHaveBeenCalled();
  },
};

/** Joined: the place in line, and the link to see it or leave. */
export const Joined: Story = {
  tags: ['visual'],
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Join the standby list' }));
    await expect(await canvas.findByText(/You are number 1 in line/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your place or leave the list' })).toHaveAttribute(
      'href',
      examples.standbyJoin.response.standbyLink,
    );
    await waitFor(() =>
      expect(args.join).toHaveBeenCalledWith({
        date: '2025-03-07',
        windowFrom: '18:00',
        windowTo: '20:00',
        adultCovers: 2,
        childCovers: 0,
        firstName: 'Giulia',
        lastName: 'Rossi',
        emailAddress: 'giulia.rossi@example.com',
        consent: true,
      }),
    );
  },
};

/** Already on the list for that date (33): said in words, the form kept. */
export const AlreadyJoined: Story = {
  args: {
    defaultOpen: true,
    join: fn(async (_body: StandbyJoinRequest): Promise<StandbyEntry> => {
      throw new BrandApiError('refused', 409, 'standbyJoin', BookingErrorCode.StandbyAlreadyJoined);
    }),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Join the standby list' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.StandbyAlreadyJoined),
    );
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Giulia');
  },
};

/** The window's times are the restaurant's opening hours that day (12:00 to 21:45 here), not 09:00 to 23:45. */
export const OpeningHoursWindow: Story = {
  name: 'Form: the window’s times are the restaurant’s hours that day',
  tags: ['no-visual'],
  args: {
    defaultOpen: true,
    ask: {
      ...ask,
      time: '12:30',
      times: Array.from(
        { length: 40 },
        (_, i) =>
          `${String(12 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Join the standby list' }, { timeout: 10_000 });
    const earliest = canvas.getByRole('combobox', {
      name: 'Earliest time you could come',
    }) as HTMLSelectElement;
    const options = Array.from(earliest.options, (o) => o.value);
    await expect([options[0], options.at(-1)]).toEqual(['12:00', '21:45']);
    // An hour either side of 12:30, within the hours.
    await expect(earliest).toHaveValue('12:00');
    await expect(canvas.getByRole('combobox', { name: 'Latest time you could come' })).toHaveValue('13:30');
  },
};
