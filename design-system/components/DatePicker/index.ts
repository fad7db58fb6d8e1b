export {
  DATE_DISPLAY_FORMAT,
  DatePicker,
  type DatePickerProps,
  formatDisplayDate,
  parseDisplayDate,
} from './DatePicker.tsx';
