import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import * as styles from './DatePicker.css.ts';

export interface CalendarProps {
  today: Date;
  selected: Date | undefined;
  onSelect(date: Date | undefined): void;
  month: Date;
  onMonthChange(month: Date): void;
  disabled: Matcher[];
}

/**
 * The date picker's calendar grid (a lazy module of DatePicker): weeks start on Monday, nothing before today,
 * and the chosen day (or today) takes focus when it opens.
 */
export default function Calendar({
  today,
  selected,
  onSelect,
  month,
  onMonthChange,
  disabled,
}: CalendarProps) {
  return (
    <DayPicker
      mode="single"
      locale={enGB}
      weekStartsOn={1}
      autoFocus
      today={today}
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      startMonth={today}
      disabled={disabled}
      classNames={{
        ...styles.calendar,
        day_button: styles.dayButton,
        button_previous: styles.navButtonStyle,
        button_next: styles.navButtonStyle,
      }}
    />
  );
}
