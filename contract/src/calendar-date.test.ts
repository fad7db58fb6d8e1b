import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import { type EndpointName, endpoints } from './endpoints.ts';
import { examples } from './examples.ts';
import { checkRequest, type RequestPart } from './request-check.ts';
import {
  type CalendarDay,
  findCalendarDates,
  impossibleCalendarDays,
  isCalendarDate,
  REAL_DATE_MESSAGE,
} from './schemas/calendar-date.ts';
import { CONTACT_FORM_MESSAGES, contactFormSchema, emptyContactForm } from './schemas/contact-form.ts';
import { CUSTOMER_FORM_MESSAGES, occasionDate, occasionDatesFormSchema } from './schemas/customer-forms.ts';
import { signupRequest } from './schemas/signup.ts';
import type { z } from './zod.ts';

/*
 * Every date of every request is a day of the calendar. The date fields are found in the endpoint
 * table's request schemas (`findCalendarDates`), so a call that gains a date field is covered here.
 */

const PARTS: RequestPart[] = ['params', 'query', 'body'];
const names = Object.keys(endpoints) as EndpointName[];
const def = (name: EndpointName) => endpoints[name] as Endpoint;
const NEXT_YEAR = new Date().getFullYear() + 1;
/** The first leap year from next year on. */
let NEXT_LEAP_YEAR = NEXT_YEAR;
while (!isCalendarDate({ year: NEXT_LEAP_YEAR, month: 2, day: 29 })) NEXT_LEAP_YEAR += 1;

type Path = (string | number)[];

/** A copy of `value` with the value at `path` replaced. */
function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = withValueAt(copy[key], rest, replacement);
  return copy;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);
}

interface DateField {
  name: EndpointName;
  part: RequestPart;
  path: Path;
  /** `body.occasions.0.date`: how a refusal names the field. */
  dotted: string;
  write(date: CalendarDay): unknown;
  example: unknown;
}

const dateFields: DateField[] = names.flatMap((name) =>
  PARTS.flatMap((part) => {
    const example = (examples[name] as Partial<Record<RequestPart, unknown>>)[part];
    return findCalendarDates(def(name)[part] as z.ZodMiniType).map(({ path, field }) => ({
      name,
      part,
      path,
      dotted: [part, ...path].join('.'),
      write: (date: CalendarDay) => withValueAt(example, path, field.write(date, valueAt(example, path))),
      example,
    }));
  }),
);

/** Every key of a request schema, with its path (through objects, lists, unions and wrappers). */
function keysOf(schema: z.ZodMiniType, path: Path = []): Path[] {
  const d = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (d.type === 'object') {
    return Object.entries(d.shape as Record<string, z.ZodMiniType>).flatMap(([key, inner]) => [
      [...path, key],
      ...keysOf(inner, [...path, key]),
    ]);
  }
  if (d.type === 'array') return keysOf(d.element as z.ZodMiniType, [...path, 0]);
  if (d.type === 'union') return (d.options as z.ZodMiniType[]).flatMap((o) => keysOf(o, path));
  if (d.type === 'pipe') return keysOf(d.in as z.ZodMiniType, path);
  if ('innerType' in d) return keysOf(d.innerType as z.ZodMiniType, path);
  return [];
}

/** Request fields named like a date that are not calendar dates, and why. */
const NOT_CALENDAR_DATES: Record<string, string> = {
  // Seconds since the epoch: a number, every value of which is an instant.
  'updateCustomerPreferences body.birthDate': 'seconds since the epoch',
};

describe('isCalendarDate', () => {
  it.each([
    [{ year: 2027, month: 2, day: 28 }, true],
    [{ year: 2028, month: 2, day: 29 }, true],
    [{ year: 2000, month: 2, day: 29 }, true],
    [{ year: 1904, month: 2, day: 29 }, true],
    [{ year: 2027, month: 12, day: 31 }, true],
    [{ year: 2027, month: 2, day: 29 }, false],
    [{ year: 2100, month: 2, day: 29 }, false],
    [{ year: 2027, month: 2, day: 30 }, false],
    [{ year: 2027, month: 4, day: 31 }, false],
    [{ year: 2027, month: 13, day: 1 }, false],
    [{ year: 2027, month: 0, day: 1 }, false],
    [{ year: 2027, month: 1, day: 0 }, false],
    [{ year: 2027, month: 1, day: 32 }, false],
    [{ year: 2027, month: 1, day: 100 }, false],
    [{ year: 2027, month: 1.5, day: 1 }, false],
    [{ year: 10000, month: 1, day: 1 }, false],
  ])('%j: %s', (date, real) => {
    expect(isCalendarDate(date)).toBe(real);
  });

  it('names impossible dates from a year on, 29 February in the first year that is not a leap year', () => {
    expect(impossibleCalendarDays(2027).map((d) => d.label)).toEqual([
      '30 February 2027',
      '31 April 2027',
      'month 13 of 2027',
      '29 February 2027',
    ]);
    expect(impossibleCalendarDays(2028).at(-1)?.date).toEqual({ year: 2029, month: 2, day: 29 });
  });
});

describe('the date fields of the requests', () => {
  it('are found in every call that takes a date', () => {
    expect(dateFields.map((f) => `${f.name} ${f.dotted}`).sort()).toEqual(
      [
        'bookingOccasions query.date',
        'bookingAvailability body.date',
        'bookingAreas query.dates',
        'bookingMenus query.dates',
        'bookingSlots query.dates',
        'bookingTableSearch query.date',
        'bookingRequirements query.bookingDate',
        'bookingUpsells query.bookingDate',
        'bookingEvent body.diningDateTime',
        'bookingEnquiry body.diningDateTime',
        'bookingCreate body.diningDateTime',
        'bookingChange body.date',
        'standbyJoin body.date',
        'contactGroupBooking body.preferredDate',
        'updateOccasionDates body.occasions.0.date',
        'signup body.birthday',
        'opsSetSpecialHours body.date',
        'opsRemoveSpecialHours body.date',
        'opsOfferEnd body.validUntil',
      ].sort(),
    );
  });

  it('include every request field named like a date or a birthday', () => {
    const found = new Set(dateFields.map((f) => `${f.name} ${f.dotted}`));
    const missed = names.flatMap((name) =>
      PARTS.flatMap((part) =>
        keysOf(def(name)[part] as z.ZodMiniType)
          .filter((path) => /date|birthday/i.test(String(path.at(-1))))
          .map((path) => `${name} ${[part, ...path].join('.')}`)
          .filter((key) => !found.has(key) && !(key in NOT_CALENDAR_DATES)),
      ),
    );
    expect(missed).toEqual([]);
  });

  it('take the example of each call as it is', () => {
    for (const f of dateFields) {
      expect(def(f.name)[f.part].safeParse(f.example).success, `${f.name} ${f.dotted}`).toBe(true);
    }
  });

  const cases = dateFields.flatMap((f) =>
    [...impossibleCalendarDays(NEXT_YEAR), ...impossibleCalendarDays(2023)].map(({ label, date }) => ({
      ...f,
      label,
      date,
    })),
  );

  it.each(cases)(
    '$name $dotted: $label is refused naming the field',
    ({ name, part, path, dotted, write, date }) => {
      const result = def(name)[part].safeParse(write(date));
      expect(result.success).toBe(false);
      const issue = result.error?.issues[0];
      expect([part, ...(issue?.path ?? [])].join('.').startsWith(dotted)).toBe(true);
      const key = String(path.at(-1));
      expect(issue?.message).toMatch(new RegExp(`^${key}[ .]`));
      // A birthday's month 13 is refused by the month's range and its future year as in the future; every other
      // impossible date as not a real one.
      const birthdayRange = key === 'birthday' && (date.month === 13 || date.year >= NEXT_YEAR);
      if (!birthdayRange) expect(issue?.message).toBe(`${key} ${REAL_DATE_MESSAGE}`);
    },
  );

  it.each(cases)('$name $dotted: $label gets a 400 naming the field from the request check', (c) => {
    const example = examples[c.name] as Partial<Record<RequestPart, unknown>>;
    const parts = { ...example, [c.part]: c.write(c.date) } as Partial<Record<RequestPart, unknown>>;
    const checked = checkRequest(def(c.name), {
      params: parts.params as Record<string, string> | undefined,
      query: parts.query as Record<string, string> | undefined,
      bodyText: parts.body === undefined ? '' : JSON.stringify(parts.body),
      contentType: 'application/json',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.refusal.status).toBe(400);
    expect(checked.refusal.field?.startsWith(c.dotted)).toBe(true);
    expect(checked.refusal.message).toMatch(
      new RegExp(`^Invalid request: ${c.dotted.replaceAll('.', '\\.')}`),
    );
  });

  it.each(dateFields)('$name $dotted: 29 February of a leap year is taken', (f) => {
    const leapYears = f.path.at(-1) === 'birthday' ? [2024, 2000] : [2024, NEXT_LEAP_YEAR];
    for (const year of leapYears) {
      expect(def(f.name)[f.part].safeParse(f.write({ year, month: 2, day: 29 })).success, String(year)).toBe(
        true,
      );
    }
  });
});

describe('birthdays with or without a year', () => {
  const body = examples.signup.body;
  const refusal = (birthday: unknown) => {
    const result = signupRequest.safeParse({ ...body, birthday });
    return result.success
      ? undefined
      : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
  };

  it('without a year, 29 February is a day of 1904; 30 February, 31 April and month 13 are refused', () => {
    expect(refusal({ day: 29, month: 2 })).toBeUndefined();
    expect(refusal({ day: 30, month: 2 })).toBe('birthday.day: birthday must be a real date');
    expect(refusal({ day: 31, month: 4 })).toBe('birthday.day: birthday must be a real date');
    expect(refusal({ day: 1, month: 13 })).toBe('birthday.month: birthday.month must be from 1 to 12');
    expect(refusal({ day: 32, month: 1 })).toBe('birthday.day: birthday.day must be from 1 to 31');
  });

  it('with a year, 29 February only in a leap year', () => {
    expect(refusal({ day: 29, month: 2, year: 2000 })).toBeUndefined();
    expect(refusal({ day: 29, month: 2, year: 2023 })).toBe('birthday.day: birthday must be a real date');
    expect(refusal({ day: 29, month: 2, year: 1900 })).toBe(
      'birthday.year: birthday.year must be 1904 or later',
    );
  });
});

describe('the forms that make the requests', () => {
  it('the group-booking form refuses a preferred date that is not a day of the calendar', () => {
    const values = { ...emptyContactForm(), preferredDate: `${NEXT_YEAR}-02-30` };
    const result = contactFormSchema('group-booking').safeParse(values);
    const issue = result.error?.issues.find((i) => i.path[0] === 'preferredDate');
    expect(issue?.message).toBe(CONTACT_FORM_MESSAGES.preferredDateFormat);
    const leap = contactFormSchema('group-booking').safeParse({ ...values, preferredDate: '2028-02-29' });
    expect(leap.error?.issues.find((i) => i.path[0] === 'preferredDate')).toBeUndefined();
  });

  it('the occasion-date form sends only days of the calendar', () => {
    expect(occasionDate({ day: '29', month: '2', year: '2028' })).toBe('2028-2-29');
    for (const [day, month, year] of [
      ['30', '2', String(NEXT_YEAR)],
      ['31', '4', String(NEXT_YEAR)],
      ['1', '13', String(NEXT_YEAR)],
      ['29', '2', '2027'],
    ] as const) {
      expect(occasionDate({ day, month, year }), `${day}/${month}/${year}`).toBeUndefined();
      const result = occasionDatesFormSchema.safeParse({
        occasions: [{ name: 'Party', date: { day, month, year } }],
      });
      expect(result.error?.issues[0]?.message).toBe(CUSTOMER_FORM_MESSAGES.occasionDateReal);
    }
  });
});
