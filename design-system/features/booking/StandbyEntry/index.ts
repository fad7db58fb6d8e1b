export {
  STANDBY_HEADINGS,
  type StandbyEntryProps,
  StandbyEntryView,
  type StandbyLoad,
} from './StandbyEntry.tsx';
