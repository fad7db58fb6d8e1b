import type { Restaurant, SpecialHours } from './schemas/content.ts';
import { WEEKDAYS, type Weekday } from './vocabulary.ts';

/**
 * Opening state of a restaurant (spec 4.5), computed in Europe/London time from today's hours:
 * 'Open until 22:00', 'Closed opens at 12:00' or 'Closed'. Special-date hours override the weekly
 * hours; a closing time of 00:00 (or any time not after the opening time) means the next day.
 * Click-and-collect uses its own closing time. Pure: the clock is a parameter.
 */

export const RESTAURANT_TIME_ZONE = 'Europe/London';
/** Minutes before closing from which the state is flagged as closing soon. */
export const CLOSING_SOON_MINUTES = 60;

export type OpeningMode = 'dine-in' | 'click-collect';

/** The hours that apply on one calendar date. */
export interface DayHours {
  /** `HH:mm`, or null when closed all day. */
  open: string | null;
  close: string | null;
  /** The special-hours entry that overrides the weekly hours, if any. */
  special?: SpecialHours;
}

export interface OpeningState {
  status: 'open' | 'closed';
  /** 'Open until 22:00', 'Closed opens at 12:00' or 'Closed'. */
  label: string;
  /** When open: the closing time (`HH:mm`). */
  closesAt?: string;
  /** When closed and opening later today: the opening time (`HH:mm`). */
  opensAt?: string;
  /** Open and closing within `CLOSING_SOON_MINUTES`. */
  closingSoon: boolean;
  /** Set when special-date hours decided the state. */
  special?: SpecialHours;
}

export interface LondonNow {
  /** `YYYY-MM-DD` in Europe/London. */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: RESTAURANT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  weekday: 'long',
});

/** The date, weekday and minute of day in Europe/London at the instant `now`. */
export function londonNow(now: Date): LondonNow {
  const parts = Object.fromEntries(londonFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: String(parts.weekday).toLowerCase() as Weekday,
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/**
 * Today's date in Europe/London, `YYYY-MM-DD`, at the instant `now` (the clock by default), whatever the
 * device's or the server's time zone: the one "today" of the brand API, the site, the design system, the mocks
 * and the tests (a booking date, an enquiry's preferred date and every calendar's first day are London's).
 */
export function londonToday(now: Date = new Date()): string {
  return londonNow(now).date;
}

/** `H:mm`, `HH:mm` or `HH:mm:ss` to `HH:mm`; null for empty or malformed values. */
export function normaliseTime(value: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((value ?? '').trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null;
  return `${String(h % 24).padStart(2, '0')}:${match[2]}`;
}

const toMinutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The closing minute relative to the opening day: past midnight when not after the opening time. */
function closeMinute(open: string, close: string): number {
  const c = toMinutes(close);
  return c <= toMinutes(open) ? c + 24 * 60 : c;
}

const dayPart = (value: string | undefined): string | undefined => value?.trim().slice(0, 10) || undefined;

/** The special-hours entry covering `date` (`YYYY-MM-DD`), the latest-listed one winning. */
export function specialHoursOn(
  restaurant: Pick<Restaurant, 'specialHours'>,
  date: string,
): SpecialHours | undefined {
  const entries = restaurant.specialHours ?? [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as SpecialHours;
    const end = dayPart(entry.endDate);
    const start = dayPart(entry.startDate) ?? end;
    if (start && end && start <= date && date <= end) return entry;
  }
  return undefined;
}

type HoursSource = Partial<Pick<Restaurant, 'specialHours'>> & Record<string, unknown>;

/** The hours on `date` (a `weekday`), special dates first, for dining in or click-and-collect. */
export function hoursOn(
  restaurant: HoursSource,
  date: string,
  weekday: Weekday,
  mode: OpeningMode = 'dine-in',
): DayHours {
  const special = specialHoursOn(restaurant as Pick<Restaurant, 'specialHours'>, date);
  if (special) {
    const open = normaliseTime(special.openTime);
    const close = normaliseTime(mode === 'click-collect' ? special.clickCollectClose : special.closeTime);
    return open && close ? { open, close, special } : { open: null, close: null, special };
  }
  const open = normaliseTime(restaurant[`${weekday}Open`] as string | null | undefined);
  const close = normaliseTime(
    restaurant[mode === 'click-collect' ? `${weekday}ClickCollectClose` : `${weekday}Close`] as
      | string
      | null
      | undefined,
  );
  return open && close ? { open, close } : { open: null, close: null };
}

function previousDay(date: string): { date: string; weekday: Weekday } {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  const index = (d.getUTCDay() + 6) % 7; // Monday first
  return { date: d.toISOString().slice(0, 10), weekday: WEEKDAYS[index] as Weekday };
}

export interface OpeningOptions {
  mode?: OpeningMode;
  closingSoonMinutes?: number;
}

/** The opening state at `now` (default: the current instant). */
export function openingState(
  restaurant: HoursSource,
  now: Date = new Date(),
  { mode = 'dine-in', closingSoonMinutes = CLOSING_SOON_MINUTES }: OpeningOptions = {},
): OpeningState {
  const today = londonNow(now);
  const open = (closesAt: string, minutesLeft: number, special?: SpecialHours): OpeningState => ({
    status: 'open',
    label: `Open until ${closesAt}`,
    closesAt,
    closingSoon: minutesLeft <= closingSoonMinutes,
    ...(special ? { special } : {}),
  });

  // Still open from yesterday's hours when they run past midnight (e.g. 18:00 to 02:00).
  const yesterday = previousDay(today.date);
  const before = hoursOn(restaurant, yesterday.date, yesterday.weekday, mode);
  if (before.open && before.close) {
    const end = closeMinute(before.open, before.close) - 24 * 60;
    if (today.minutes < end) return open(before.close, end - today.minutes, before.special);
  }

  const hours = hoursOn(restaurant, today.date, today.weekday, mode);
  if (!hours.open || !hours.close) {
    return {
      status: 'closed',
      label: 'Closed',
      closingSoon: false,
      ...(hours.special ? { special: hours.special } : {}),
    };
  }
  const start = toMinutes(hours.open);
  const end = closeMinute(hours.open, hours.close);
  const special = hours.special ? { special: hours.special } : {};
  if (today.minutes < start) {
    return {
      status: 'closed',
      label: `Closed opens at ${hours.open}`,
      opensAt: hours.open,
      closingSoon: false,
      ...special,
    };
  }
  if (today.minutes < end) return open(hours.close, end - today.minutes, hours.special);
  return { status: 'closed', label: 'Closed', closingSoon: false, ...special };
}

export interface WeeklyHoursRow {
  day: Weekday;
  /** 'Monday' … 'Sunday'. */
  dayName: string;
  open: string | null;
  close: string | null;
  clickCollectClose: string | null;
  isToday: boolean;
}

/** The weekly opening hours, Monday first, with today (Europe/London) marked. */
export function weeklyHoursTable(restaurant: HoursSource, now: Date = new Date()): WeeklyHoursRow[] {
  const today = londonNow(now).weekday;
  return WEEKDAYS.map((day) => {
    const open = normaliseTime(restaurant[`${day}Open`] as string | null | undefined);
    const close = normaliseTime(restaurant[`${day}Close`] as string | null | undefined);
    const cc = normaliseTime(restaurant[`${day}ClickCollectClose`] as string | null | undefined);
    const isOpen = Boolean(open && close);
    return {
      day,
      dayName: day.charAt(0).toUpperCase() + day.slice(1),
      open: isOpen ? open : null,
      close: isOpen ? close : null,
      clickCollectClose: isOpen && cc ? cc : null,
      isToday: day === today,
    };
  });
}

/** Special-hours entries that end today or later (Europe/London), in date order. */
export function upcomingSpecialHours(
  restaurant: Pick<Restaurant, 'specialHours'>,
  now: Date = new Date(),
  limit = 6,
): SpecialHours[] {
  const today = londonNow(now).date;
  return (restaurant.specialHours ?? [])
    .filter((s) => (dayPart(s.endDate) ?? '') >= today)
    .sort((a, b) =>
      (dayPart(a.startDate) ?? dayPart(a.endDate) ?? '').localeCompare(
        dayPart(b.startDate) ?? dayPart(b.endDate) ?? '',
      ),
    )
    .slice(0, limit);
}

/** The label the brand API gives the special hours a restaurant's temporary closure makes (an operator's closure). */
export const CLOSURE_LABEL = 'Temporary closure';

/**
 * What a list of restaurants says of one with a temporary closure on `date` (`YYYY-MM-DD`, London): "Closed today:
 * temporary closure", or its hours left that day ("Open 11:30–18:00 today: temporary closure"). Nothing on other
 * days.
 */
export function temporaryClosureNotice(
  restaurant: Pick<Restaurant, 'specialHours'>,
  date: string,
): string | undefined {
  const special = specialHoursOn(restaurant, date);
  if (special?.label !== CLOSURE_LABEL) return undefined;
  const open = normaliseTime(special.openTime);
  const close = normaliseTime(special.closeTime);
  return open && close ? `Open ${open}–${close} today: temporary closure` : 'Closed today: temporary closure';
}
