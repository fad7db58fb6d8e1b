import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKING_TIMES, TimeSelect, timeSlots } from './TimeSelect.tsx';

describe('booking times', () => {
  it('run every 15 minutes from 09:00 to 23:45', () => {
    expect(BOOKING_TIMES).toHaveLength(60);
    expect(BOOKING_TIMES[0]).toBe('09:00');
    expect(BOOKING_TIMES[1]).toBe('09:15');
    expect(BOOKING_TIMES.at(-1)).toBe('23:45');
    expect(BOOKING_TIMES).toContain('19:30');
  });

  it('can be generated for other ranges and steps', () => {
    expect(timeSlots('12:00', '13:00', 30)).toEqual(['12:00', '12:30', '13:00']);
  });

  it('renders one option per time', () => {
    render(<TimeSelect id="time" label="Time" defaultValue="19:30" />);
    const select = screen.getByRole('combobox', { name: 'Time' });
    expect(select).toHaveProperty('value', '19:30');
    expect(screen.getAllByRole('option')).toHaveLength(60);
  });
});
