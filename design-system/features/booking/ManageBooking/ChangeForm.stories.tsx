import { examples, type ManagedBooking } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, type within } from 'storybook/test';
import { ChangeForm } from './ChangeForm.tsx';

const booking: ManagedBooking = examples.bookingManage.response;
/** Wednesday 5 March 2025, two days before the example booking (Friday 7 March, 19:30). */
const NOW = new Date('2025-03-05T12:00:00Z');
/** Open 12:00 to 22:00, Saturdays 11:00 to 23:00, closed on Mondays. */
const restaurant = {
  mondayOpen: null,
  mondayClose: null,
  ...Object.fromEntries(
    ['tuesday', 'wednesday', 'thursday', 'friday', 'sunday'].flatMap((day) => [
      [`${day}Open`, '12:00'],
      [`${day}Close`, '22:00'],
    ]),
  ),
  saturdayOpen: '11:00',
  saturdayClose: '23:00',
  specialHours: [],
};

const meta = {
  title: 'Features/Booking/ManageBooking/ChangeForm',
  component: ChangeForm,
  tags: ['no-visual'],
  args: { booking, action: '/booking/manage/token', problem: undefined, now: NOW, restaurant },
} satisfies Meta<typeof ChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeOptions = (canvas: ReturnType<typeof within>) =>
  Array.from(
    (canvas.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement).options,
    (option) => option.value,
  );

/** The date's example is after today (four weeks on), never a date already past. */
export const ExampleAfterToday: Story = {
  name: 'The date hint’s example is four weeks after today',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription(
      'For example, 02/04/2025',
    );
  },
};

/** The restaurant's closed days cannot be chosen; the times are its opening hours. */
export const FollowsOpeningHours: Story = {
  name: 'Closed days disabled, times within the opening hours (any day’s, then the chosen day’s)',
  play: async ({ canvas }) => {
    // Before a new date is chosen: the times of any of its days, 11:00 to 22:45, the booked 19:30 kept.
    let times = timeOptions(canvas);
    await expect([times[0], times.at(-1)]).toEqual(['11:00', '22:45']);
    await expect(canvas.getByRole('combobox', { name: 'Time' })).toHaveValue('19:30');
    await userEvent.click(canvas.getByRole('button', { name: /^Choose date/ }));
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await expect(await screen.findByRole('button', { name: /Monday.*10 March 2025/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Friday.*14 March 2025/ }));
    // A Friday: 12:00 to 21:45.
    times = timeOptions(canvas);
    await expect([times[0], times.at(-1)]).toEqual(['12:00', '21:45']);
  },
};

/** Without the restaurant's record: every booking time, no day disabled but the past. */
export const WithoutHours: Story = {
  name: 'Without the restaurant’s hours: every booking time',
  args: { restaurant: undefined },
  play: async ({ canvas }) => {
    const times = timeOptions(canvas);
    await expect([times[0], times.at(-1)]).toEqual(['09:00', '23:45']);
  },
};
