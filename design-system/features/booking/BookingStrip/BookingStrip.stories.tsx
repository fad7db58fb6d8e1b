import { BOOK_NOW_TEXT } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leeds, storyNow, storyRestaurants } from '../BookingModal/BookingModal.fixture.ts';
import { BookingStrip } from './BookingStrip.tsx';

const meta = {
  title: 'Features/Booking/BookingStrip',
  component: BookingStrip,
  args: { restaurants: storyRestaurants, onSubmit: fn(), now: storyNow },
} satisfies Meta<typeof BookingStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), leeds.storeId);
    await userEvent.click(canvas.getByRole('button', { name: 'Add one adult' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add one child' }));
    const date = canvas.getByRole('textbox', { name: 'Date' });
    await userEvent.clear(date);
    await userEvent.type(date, '16/01/2026');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time' }), '18:45');
    await userEvent.click(canvas.getByRole('button', { name: BOOK_NOW_TEXT }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      restaurantId: leeds.storeId,
      adults: 3,
      children: 1,
      date: '2026-01-16',
      time: '18:45',
    });
  },
};

export const Defaults: Story = {
  name: 'Defaults and configured book-now text',
  args: { bookNowText: 'Reserve a table' },
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
    await expect(canvas.getByRole('spinbutton', { name: 'Children' })).toHaveValue('0');
    await expect(canvas.getByRole('combobox', { name: 'Time' })).toHaveValue('19:30');
    await expect(canvas.getByRole('textbox', { name: 'Date' })).toHaveValue('14/01/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve a table' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      adults: 2,
      children: 0,
      date: '2026-01-14',
      time: '19:30',
    });
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'xs' } },
  tags: ['no-visual'],
};

export const MissingDate: Story = {
  name: 'No date: a message, nothing sent',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Date' }));
    await userEvent.click(canvas.getByRole('button', { name: BOOK_NOW_TEXT }));
    await expect(await canvas.findByText(/Enter or choose the date of your booking/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NearMe: Story = {
  name: 'Near me: the party, date and time go to find a table',
  tags: ['no-visual'],
  args: { onFindTable: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), 'near-me');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one adult' }));
    await userEvent.click(canvas.getByRole('button', { name: BOOK_NOW_TEXT }));
    await expect(args.onFindTable).toHaveBeenCalledWith({
      adults: 3,
      children: 0,
      date: '2026-01-14',
      time: '19:30',
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
