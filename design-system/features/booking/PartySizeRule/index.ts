export { GROUP_BOOKINGS_PATH, PartySizeRule, type PartySizeRuleProps } from './PartySizeRule.tsx';
