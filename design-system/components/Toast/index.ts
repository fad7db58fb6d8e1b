export {
  TOAST_DURATION_MS,
  Toast,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  toastTones,
  useToast,
} from './Toast.tsx';
