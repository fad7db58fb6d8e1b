import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import * as iconStyles from '../Icon/Icon.css.ts';
import * as styles from './Modal.css.ts';
import { PageOverlay } from './PageOverlay.tsx';
import { useModalOpenClass } from './useBodyClass.ts';

export interface ModalProps {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read out after the title when the dialog opens (`aria-describedby`). */
  description?: ReactNode;
  /** Keep the title for screen readers only (a design with its own visual heading inside, say). */
  hideTitle?: boolean;
  /** The element that opens the modal (a `Button`, say); focus returns to it when the modal closes. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Actions pinned under the scrolling body. */
  footer?: ReactNode;
  children: ReactNode;
}

/** Makes the body a tab stop only when it scrolls, so keyboard users can scroll it (WCAG 2.1.1). */
function useScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { ref, scrollable };
}

/**
 * The close button's icon, as `<Icon name="x">` draws it. The icon itself, not the Icon component, which brings
 * every icon of its map with it: opening the booking modal fetched the ones no page had loaded yet (play, pencil).
 */
const closeIcon = `${iconStyles.root} ${iconStyles.size.standard}`;

function ModalContent({
  title,
  description,
  hideTitle,
  closeLabel,
  footer,
  children,
}: Pick<ModalProps, 'title' | 'description' | 'hideTitle' | 'closeLabel' | 'footer' | 'children'>) {
  useModalOpenClass();
  const { ref, scrollable } = useScrollable<HTMLDivElement>();
  return (
    <Dialog.Content
      className={styles.content}
      // Radix warns when a dialog has no description; without one, say so explicitly.
      {...(description ? {} : { 'aria-describedby': undefined })}
    >
      <div className={styles.header}>
        <div className={[styles.titles, hideTitle && visuallyHidden].filter(Boolean).join(' ')}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
        </div>
        <Dialog.Close className={styles.close} aria-label={closeLabel}>
          <X aria-hidden="true" focusable="false" className={closeIcon} />
        </Dialog.Close>
      </div>
      <div
        ref={ref}
        className={styles.body}
        {...(scrollable
          ? { tabIndex: 0, role: 'region', 'aria-label': typeof title === 'string' ? title : 'Content' }
          : {})}
      >
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Dialog.Content>
  );
}

/**
 * A modal dialog on Radix Dialog: focus moves inside and is trapped there, Escape or the close button closes
 * it, focus returns to the trigger, the rest of the page is hidden from assistive technology and held still
 * (`PageOverlay`), and the body carries the `modal-open` class while it is open.
 */
export function Modal({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  ...content
}: ModalProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      {/* The body as the container from the first render (Radix otherwise waits for a layout effect): a modal
          rendered ahead, hidden (React's <Activity mode="hidden">, which runs no effects), is then whole. */}
      <Dialog.Portal container={typeof document === 'undefined' ? undefined : document.body}>
        <PageOverlay className={styles.overlay} />
        <ModalContent closeLabel={closeLabel} {...content} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the modal it sits in; wrap a `Button` (`<ModalClose><Button>Cancel</Button></ModalClose>`). */
export function ModalClose({ children }: { children: ReactElement }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
