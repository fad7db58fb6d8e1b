import { format, isBefore, isValid, parse, startOfDay } from 'date-fns';
import { Popover } from 'radix-ui';
import { type ChangeEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { Matcher } from 'react-day-picker';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { Field, useFieldId } from '../Field/Field.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './DatePicker.css.ts';

/*
 * The calendar grid (react-day-picker and its locale, about 15 KB gzip) is a module of its own, loaded when a
 * date picker appears rather than with the code that shows it: a form is usable (a date can be typed) before
 * the grid has arrived, and a page or modal that only might show a date picker does not carry it.
 */
const loadCalendar = () => import('./Calendar.tsx');
const Calendar = lazy(loadCalendar);

/** How dates are shown and typed (spec 5.2). */
export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy';

/** 'dd/MM/yyyy', also without zero padding ('7/3/2026'); undefined unless it is a real date. */
export function parseDisplayDate(text: string, referenceDate: Date = new Date()): Date | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) return undefined;
  const date = parse(trimmed, 'd/M/yyyy', referenceDate);
  return isValid(date) ? date : undefined;
}

export const formatDisplayDate = (date: Date) => format(date, DATE_DISPLAY_FORMAT);

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
  /** More days to disable (closed days, say). */
  disabledDays?: Matcher | Matcher[];
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
  const [portalHost, setPortalHost] = useState<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (next) setPortalHost(row.current?.closest<HTMLElement>('[role="dialog"]') ?? null);
    setOpenState(next);
  };

  const isAllowed = (date: Date) => !isBefore(date, today);

  // Fetch the grid as soon as the field is shown, so it is there by the time the button is pressed.
  useEffect(() => {
    void loadCalendar();
  }, []);

  const choose = (date: Date | undefined) => {
    if (value === undefined) setUncontrolled(date);
    onChange?.(date);
  };

  const handleText = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const date = parseDisplayDate(event.target.value, today);
    if (date && isAllowed(date)) {
      setMonth(date);
      choose(date);
    } else if (selected) {
      choose(undefined);
    }
  };

  const handleSelect = (date: Date | undefined) => {
    if (!date) return;
    setText(formatDisplayDate(date));
    setMonth(date);
    choose(date);
    setOpen(false);
  };

  const chooseName = selected ? `Choose date, ${formatDisplayDate(selected)} selected` : 'Choose date';
  const extraMatchers =
    disabledDays === undefined ? [] : Array.isArray(disabledDays) ? disabledDays : [disabledDays];

  return (
    <Field
      id={fieldId}
      label={label}
      hint={hint ?? 'For example, 24/12/2026'}
      error={error}
      className={className}
    >
      {(control) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
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
            <Popover.Trigger asChild>
              <Button variant="outline" size="sm" className={styles.trigger} disabled={disabled}>
                <CalendarIcon />
                <span className={visuallyHidden}>{chooseName}</span>
              </Button>
            </Popover.Trigger>
          </div>
          <Popover.Portal container={portalHost ?? undefined}>
            <Popover.Content
              className={styles.content}
              align="start"
              sideOffset={8}
              aria-label="Choose a date"
              // The calendar focuses the selected day, or today, itself.
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <Suspense fallback={<Spinner size="small" label="Loading the calendar" />}>
                <Calendar
                  today={today}
                  selected={selected}
                  onSelect={handleSelect}
                  month={month}
                  onMonthChange={setMonth}
                  disabled={[{ before: today }, ...extraMatchers]}
                />
              </Suspense>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
