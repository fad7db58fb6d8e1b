export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './Badge.tsx';
