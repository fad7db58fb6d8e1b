export { DateInput, type DateInputProps } from './DateInput.tsx';
export {
  type DatePart,
  type DateParts,
  type DatePartsError,
  DEFAULT_YEAR,
  datePartNames,
  datePartsToDate,
  daysInMonth,
  emptyDateParts,
  isLeapYear,
  maxDayFor,
  validateDateParts,
} from './daysInMonth.ts';
