import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { newTabProps, useAnchor } from '../../shared/Anchor.tsx';
import { Button } from '../Button/Button.tsx';
import { dismissalKey, isDismissed, rememberDismissal } from '../GlobalBanner/dismissal.ts';
import { PageOverlay } from '../Modal/PageOverlay.tsx';
import * as styles from './Popup.css.ts';

export interface PopupImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PopupProps {
  /** Names this popup's content; a dismissal is remembered per id in localStorage. */
  id: string;
  title: string;
  children: ReactNode;
  image?: PopupImage;
  action?: { linkText: string; linkUrl: string; openInNewTab?: boolean };
  /** Wait before opening, so that the popup never greets a visitor the moment the page appears. */
  delayMs?: number;
  closeLabel?: string;
  onDismiss?: () => void;
}

/**
 * The content popup of spec 2.2 on a Radix Dialog: focus is trapped while it is open, Escape and the close
 * button dismiss it, focus returns where it was, and the dismissal is remembered.
 */
export function Popup({
  id,
  title,
  children,
  image,
  action,
  delayMs = 0,
  closeLabel = 'Close',
  onDismiss,
}: PopupProps) {
  const key = dismissalKey('popup', id);
  const [open, setOpen] = useState(false);
  const Anchor = useAnchor();

  useEffect(() => {
    if (isDismissed(key)) return;
    const timer = window.setTimeout(() => setOpen(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, delayMs]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      rememberDismissal(key);
      onDismiss?.();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <PageOverlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          {image ? (
            <img
              className={styles.image}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
            />
          ) : null}
          <div className={styles.body}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className={styles.description}>{children}</div>
            </Dialog.Description>
            {action ? (
              <Button asChild onClick={() => onOpenChange(false)}>
                <Anchor href={action.linkUrl} {...newTabProps(action.openInNewTab)}>
                  {action.linkText}
                </Anchor>
              </Button>
            ) : null}
          </div>
          <Dialog.Close className={styles.close} aria-label={closeLabel}>
            <X aria-hidden="true" focusable="false" size={22} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
