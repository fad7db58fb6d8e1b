export {
  Spinner,
  SpinnerOverlay,
  type SpinnerOverlayProps,
  type SpinnerProps,
  type SpinnerSize,
  spinnerSizes,
} from './Spinner.tsx';
