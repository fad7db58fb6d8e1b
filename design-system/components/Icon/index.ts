export {
  Icon,
  type IconName,
  type IconProps,
  type IconSize,
  iconNames,
  iconSizes,
  icons,
  isIconName,
} from './Icon.tsx';
