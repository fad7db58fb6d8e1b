import { addWeeks, isBefore, isExists, lightFormat, startOfDay } from 'date-fns';
import { type ChangeEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { Field, useFieldId } from '../Field/Field.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './DatePicker.css.ts';

/*
 * The calendar (its popover, the positioning library and react-day-picker with its locale: about 23 KB gzip) is
 * a module of its own, fetched when the diner shows an interest in it (pointer over, or focus on, the calendar
 * button) or presses the button, not with the form: a date can be typed without it, and a form or modal that
 * shows a date field does not carry it until it is wanted.
 */
const loadCalendarPopover = () => import('./CalendarPopover.tsx');
const CalendarPopover = lazy(loadCalendarPopover);

/** How dates are shown and typed (spec 5.2). */
export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy';

/** 'dd/MM/yyyy', also without zero padding ('7/3/2026'); undefined unless it is a real date. */
export function parseDisplayDate(text: string): Date | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return isExists(year, month, day) ? new Date(year, month, day) : undefined;
}

export const formatDisplayDate = (date: Date) => lightFormat(date, DATE_DISPLAY_FORMAT);

/** The hint's example: a day four weeks after today, so it is never in the past. */
export const exampleDisplayDate = (today: Date) => formatDisplayDate(addWeeks(today, 4));

/** What a typed date that cannot be chosen is told (a calendar's past and disabled days cannot be picked). */
export const DATE_MESSAGES = {
  past: 'Choose today or a later date.',
  disabledDay: 'That day cannot be chosen. Choose another date.',
} as const;

export interface DatePickerProps {
  /** The text field's id; the error summary links to it. */
  id?: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value?: Date;
  defaultValue?: Date;
  /** Called with a real, allowed date, or undefined when the field no longer holds one. */
  onChange?: (date: Date | undefined) => void;
  onBlur?: () => void;
  /** 'Today' for the calendar; days before it are disabled. Now by default. */
  today?: Date;
  /** More days to disable (closed days, say): in the calendar, and when typed. */
  disabledDays?: (day: Date) => boolean;
  /** What a typed disabled day is told (the default says only that it cannot be chosen). */
  disabledDayMessage?: string;
  disabled?: boolean;
  className?: string;
}

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect
        x="2.5"
        y="4"
        width="15"
        height="13.5"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M2.5 8.5h15M6.5 2v4M13.5 2v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A date field (typed as dd/MM/yyyy) with a calendar in a popover: weeks start on Monday, past days are
 * disabled, and the grid is keyboard operable (arrows, Page Up/Down for months, Home/End, Enter to choose,
 * Escape to close and return to the button).
 */
export function DatePicker({
  id,
  name,
  label,
  hint,
  error,
  value,
  defaultValue,
  onChange,
  onBlur,
  today: todayProp,
  disabledDays,
  disabledDayMessage = DATE_MESSAGES.disabledDay,
  disabled = false,
  className,
}: DatePickerProps) {
  const fieldId = useFieldId(id);
  const [today] = useState(() => startOfDay(todayProp ?? new Date()));
  const [uncontrolled, setUncontrolled] = useState<Date | undefined>(defaultValue);
  const selected = value !== undefined ? value : uncontrolled;
  const [text, setText] = useState(() => (selected ? formatDisplayDate(selected) : ''));
  const [open, setOpenState] = useState(false);
  const [month, setMonth] = useState<Date>(selected ?? today);
  // Inside a modal dialog the calendar is portalled into the dialog, so the dialog's focus trap lets the
  // keyboard reach the grid; elsewhere it goes to the body.
  const row = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const [portalHost, setPortalHost] = useState<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (next) setPortalHost(row.current?.closest<HTMLElement>('[role="dialog"]') ?? null);
    setOpenState(next);
  };
  const preload = () => void loadCalendarPopover();

  // A typed date the calendar would not offer is not chosen, and the field says why.
  const [typedError, setTypedError] = useState<string>();
  const refusal = (date: Date) =>
    isBefore(date, today) ? DATE_MESSAGES.past : disabledDays?.(date) ? disabledDayMessage : undefined;

  const choose = (date: Date | undefined) => {
    if (value === undefined) setUncontrolled(date);
    onChange?.(date);
  };

  const handleText = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const date = parseDisplayDate(event.target.value);
    const refused = date ? refusal(date) : undefined;
    setTypedError(refused);
    if (date && !refused) {
      setMonth(date);
      choose(date);
    } else if (selected) {
      choose(undefined);
    }
  };

  const handleSelect = (date: Date | undefined) => {
    if (!date) return;
    setTypedError(undefined);
    setText(formatDisplayDate(date));
    setMonth(date);
    choose(date);
    setOpen(false);
  };

  const chooseName = selected ? `Choose date, ${formatDisplayDate(selected)} selected` : 'Choose date';

  return (
    <Field
      id={fieldId}
      label={label}
      hint={hint ?? `For example, ${exampleDisplayDate(today)}`}
      error={error ?? typedError}
      className={className}
    >
      {(control) => (
        <>
          <div ref={row} className={styles.row}>
            <input
              {...control}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              value={text}
              onChange={handleText}
              onBlur={onBlur}
              className={[fieldStyles.control, styles.input].join(' ')}
            />
            <Button
              ref={trigger}
              variant="outline"
              size="sm"
              className={styles.trigger}
              disabled={disabled}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? contentId : undefined}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => setOpen(!open)}
            >
              <CalendarIcon />
              <span className={visuallyHidden}>{chooseName}</span>
            </Button>
          </div>
          {open ? (
            <Suspense fallback={<Spinner size="small" label="Loading the calendar" />}>
              <CalendarPopover
                id={contentId}
                anchor={trigger}
                container={portalHost}
                onClose={() => setOpen(false)}
                today={today}
                selected={selected}
                onSelect={handleSelect}
                month={month}
                onMonthChange={setMonth}
                disabled={disabledDays ? [{ before: today }, disabledDays] : [{ before: today }]}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </Field>
  );
}
