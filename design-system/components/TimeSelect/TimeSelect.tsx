import {
  BOOKING_TIME_STEP_MINUTES,
  DEFAULT_BOOKING_TIME as CONTRACT_DEFAULT_BOOKING_TIME,
  FIRST_BOOKING_TIME,
  LAST_BOOKING_TIME,
} from '@fittizia/contract/constants';
import { Select, type SelectProps } from '../Select/Select.tsx';

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every time from `start` to `end` inclusive, `stepMinutes` apart, as 'HH:mm'. */
export function timeSlots(
  start = FIRST_BOOKING_TIME,
  end = LAST_BOOKING_TIME,
  stepMinutes = BOOKING_TIME_STEP_MINUTES,
): string[] {
  const slots: string[] = [];
  for (let minutes = toMinutes(start); minutes <= toMinutes(end); minutes += stepMinutes) {
    slots.push(toTime(minutes));
  }
  return slots;
}

/** Booking times (spec 5.2 and 9, the contract's constants): every 15 minutes from 09:00 to 23:45. */
export const BOOKING_TIMES: readonly string[] = Object.freeze(timeSlots());

/** The default booking time (spec 9, the contract's). */
export const DEFAULT_BOOKING_TIME = CONTRACT_DEFAULT_BOOKING_TIME;

export interface TimeSelectProps extends Omit<SelectProps, 'options'> {
  /** The times offered; the booking times by default. */
  times?: readonly string[];
}

/** A select of times, 15 minutes apart from 09:00 to 23:45 by default. */
export function TimeSelect({ times = BOOKING_TIMES, width = '10', ...rest }: TimeSelectProps) {
  return <Select {...rest} width={width} options={times.map((time) => ({ value: time, label: time }))} />;
}
