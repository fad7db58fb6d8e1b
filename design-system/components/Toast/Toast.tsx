import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toast.css.ts';

export const toastTones = ['success', 'info', 'warning', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays, unless the person hovers or focuses it (Radix pauses the timer then). */
export const TOAST_DURATION_MS = 6000;

export interface ToastProps {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it closes itself; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Accessible name of the dismiss button. */
  closeLabel?: string;
  /** One optional action; `altText` tells screen reader users how to do the same without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
}

/**
 * A short message in the corner of the page (Radix Toast). It is announced politely, pauses while hovered or
 * focused, can be swiped or dismissed, and F8 moves focus to the notifications. Needs a `ToastProvider`.
 */
export function Toast({
  title,
  description,
  tone = 'info',
  open,
  defaultOpen,
  onOpenChange,
  duration,
  closeLabel = 'Dismiss notification',
  action,
}: ToastProps) {
  return (
    <RadixToast.Root
      // 'background' toasts are announced politely, never interrupting what is being read.
      type="background"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      duration={duration}
      className={[styles.root, styles.tone[tone]].join(' ')}
      data-tone={tone}
    >
      <Icon name={tone} />
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? (
          <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <Icon name="x" />
      </RadixToast.Close>
      {action ? (
        <RadixToast.Action altText={action.altText} asChild>
          <button type="button" className={[styles.close, styles.action].join(' ')} onClick={action.onClick}>
            {action.label}
          </button>
        </RadixToast.Action>
      ) : null}
    </RadixToast.Root>
  );
}

type QueuedToast = Omit<ToastProps, 'open' | 'defaultOpen' | 'onOpenChange'> & { id: number };

interface ToastContextValue {
  /** Shows a toast and returns its id. */
  showToast: (toast: Omit<QueuedToast, 'id'>) => number;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  duration?: number;
  /** Name of the notifications region, read with the F8 hotkey hint. */
  label?: string;
}

/** Hosts the toasts of a page: renders the viewport and gives `useToast()` to everything inside. */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label = 'Notifications',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);
  const showToast = useCallback((toast: Omit<QueuedToast, 'id'>) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const value = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toasts.map(({ id, ...toast }) => (
          <Toast
            key={id}
            {...toast}
            defaultOpen
            onOpenChange={(open) => {
              if (!open)
                window.setTimeout(
                  () => setToasts((current) => current.filter((item) => item.id !== id)),
                  300,
                );
            }}
          />
        ))}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `const { showToast } = useToast(); showToast({ tone: 'success', title: 'Booking confirmed' })`. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside a ToastProvider');
  return context;
}
