import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput.tsx';
import { datePartsToDate, daysInMonth, maxDayFor, validateDateParts } from './daysInMonth.ts';

describe('daysInMonth', () => {
  it('defaults to 1904, so February allows 29 while the year is unknown', () => {
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(2, 1904)).toBe(29);
  });

  it.each([
    [2, 2025, 28],
    [2, 2024, 29],
    [2, 1900, 28],
    [2, 2000, 29],
    [1, 2025, 31],
    [4, 2025, 30],
    [6, 2025, 30],
    [9, 2025, 30],
    [11, 2025, 30],
    [12, 2025, 31],
  ])('month %i of %i has %i days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });

  it('rejects a month outside 1 to 12', () => {
    expect(() => daysInMonth(0)).toThrow(RangeError);
    expect(() => daysInMonth(13)).toThrow(RangeError);
    expect(() => daysInMonth(1.5)).toThrow(RangeError);
  });
});

describe('maxDayFor', () => {
  it('follows the month and a four-digit year only', () => {
    expect(maxDayFor({ month: '2', year: '' })).toBe(29);
    expect(maxDayFor({ month: '02', year: '2025' })).toBe(28);
    expect(maxDayFor({ month: '2', year: '20' })).toBe(29);
    expect(maxDayFor({ month: '', year: '2025' })).toBe(31);
    expect(maxDayFor({ month: '13', year: '2025' })).toBe(31);
  });
});

describe('validateDateParts', () => {
  const name = 'your date of birth';
  it('asks for a date when all parts are blank and it is required', () => {
    expect(validateDateParts({ day: '', month: '', year: '' }, name)).toEqual({
      message: 'Enter your date of birth',
      fields: ['day', 'month', 'year'],
    });
    expect(validateDateParts({ day: ' ', month: '', year: '' }, name, { required: false })).toBeUndefined();
  });

  it('names the missing parts', () => {
    expect(validateDateParts({ day: '1', month: '', year: '' }, name)).toEqual({
      message: 'Your date of birth must include a month and year',
      fields: ['month', 'year'],
    });
  });

  it('rejects a date that does not exist', () => {
    expect(validateDateParts({ day: '29', month: '2', year: '2025' }, name)).toEqual({
      message: 'Your date of birth must be a real date',
      fields: ['day'],
    });
    expect(validateDateParts({ day: '29', month: '2', year: '2024' }, name)).toBeUndefined();
    expect(validateDateParts({ day: '1', month: '13', year: '2024' }, name)?.fields).toEqual(['month']);
    expect(validateDateParts({ day: 'x', month: '1', year: '24' }, name)?.fields).toEqual(['year', 'day']);
  });

  it('converts valid parts to a date', () => {
    const date = datePartsToDate({ day: '29', month: '02', year: '2024' });
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(1);
    expect(date?.getDate()).toBe(29);
    expect(datePartsToDate({ day: '30', month: '2', year: '2024' })).toBeUndefined();
  });
});

describe('DateInput', () => {
  it('has day, month and year fields in a group, numeric, with birthday autocomplete', () => {
    render(<DateInput id="dob" legend="Date of birth" hint="For example, 27 3 1990" birthday />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.getAttribute('aria-describedby')).toBe('dob-hint');
    const day = screen.getByRole('textbox', { name: 'Day' });
    expect(day.id).toBe('dob-day');
    expect(day.getAttribute('inputmode')).toBe('numeric');
    expect(day.getAttribute('autocomplete')).toBe('bday-day');
    expect(screen.getByRole('textbox', { name: 'Year' }).getAttribute('autocomplete')).toBe('bday-year');
  });

  it('reports changes and blurs only when focus leaves the whole group', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <>
        <DateInput id="d" legend="Date" onChange={onChange} onBlur={onBlur} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), '7');
    await userEvent.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Month' }), '3');
    await userEvent.tab();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith({ day: '7', month: '3', year: '' });
  });

  it('marks only the fields the error is about', () => {
    render(<DateInput id="d" legend="Date" error="Date must include a year" errorFields={['year']} />);
    expect(screen.getByRole('textbox', { name: 'Year' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Day' }).hasAttribute('aria-invalid')).toBe(false);
  });
});
