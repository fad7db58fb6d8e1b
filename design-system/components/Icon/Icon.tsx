import {
  ArrowRight,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleExclamationPoint,
  Clock,
  ExternalLink,
  Info,
  Locate,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  Pause,
  Pencil,
  Phone,
  Play,
  Search,
  TriangleExclamationPoint,
  Users,
  X,
} from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Icon.css.ts';
import { Facebook, Instagram, TikTok } from './socialIcons.ts';

/** Every icon of the design system, by the name used in settings (e.g. `backToTopIcon: 'chevron-up'`). */
export const icons = {
  'arrow-right': ArrowRight,
  calendar: Calendar,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  clock: Clock,
  'external-link': ExternalLink,
  facebook: Facebook,
  info: Info,
  instagram: Instagram,
  locate: Locate,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  pause: Pause,
  pencil: Pencil,
  phone: Phone,
  play: Play,
  search: Search,
  success: CircleCheck,
  tiktok: TikTok,
  users: Users,
  warning: TriangleExclamationPoint,
  danger: CircleExclamationPoint,
  x: X,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

export const iconSizes = ['small', 'standard', 'large', 'fill'] as const;
export type IconSize = (typeof iconSizes)[number];

export const isIconName = (name: string): name is IconName => Object.hasOwn(icons, name);

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  name: IconName;
  size?: IconSize;
  /**
   * Makes the icon meaningful: it becomes an image with this accessible name. Without a label the icon is
   * decorative and hidden from assistive technology (the usual case: the control around it has the name).
   */
  label?: string;
}

export function Icon({ name, size = 'standard', label, className, ...rest }: IconProps) {
  const Component = icons[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <Component
      {...rest}
      {...a11y}
      focusable="false"
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
    />
  );
}
