export { dismissalKey, isDismissed, rememberDismissal } from './dismissal.ts';
export {
  GlobalBanner,
  type GlobalBannerProps,
  type GlobalBannerTone,
  globalBannerTones,
} from './GlobalBanner.tsx';
