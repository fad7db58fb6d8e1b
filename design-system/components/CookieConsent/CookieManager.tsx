import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useAnchor } from '../../shared/Anchor.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './CookieConsent.css.ts';
import { ALL_GRANTED, type ConsentPreferences } from './consent.ts';

const categories = [
  {
    id: 'necessary',
    label: 'Necessary cookies',
    description: 'Keep the site working: your session, security and this choice. Always on.',
  },
  {
    id: 'performance',
    label: 'Performance cookies',
    description: 'Count visits and see which pages are used, so that we can improve the site.',
  },
  {
    id: 'marketing',
    label: 'Marketing cookies',
    description: 'Let us and our partners show you offers that are relevant to you.',
  },
] as const;

export interface CookieManagerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  policyHref: string;
  draft: ConsentPreferences;
  onDraftChange: (draft: ConsentPreferences) => void;
  onDecide: (preferences: ConsentPreferences) => void;
  /** Moves focus somewhere sensible when what opened the manager is gone or hidden (the banner's Manage). */
  onOpenerGone?: () => void;
}

/** The cookie preferences dialog (spec 2.2), loaded the first time it is opened. */
export default function CookieManager({
  open,
  onOpenChange,
  policyHref,
  draft,
  onDraftChange,
  onDecide,
  onOpenerGone,
}: CookieManagerProps) {
  const Anchor = useAnchor();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Focus goes back to what opened the manager (Manage, or the footer's cookie settings), if it is
            // still shown; Manage is hidden with the banner once a choice is saved, so then it goes on.
            event.preventDefault();
            const target = returnFocusTo.current;
            if (target?.isConnected && target.getClientRects().length > 0) target.focus();
            else onOpenerGone?.();
          }}
        >
          <Dialog.Title className={styles.heading}>Cookie preferences</Dialog.Title>
          <Dialog.Description>
            Choose which cookies we may use. You can change this at any time. Read our{' '}
            <Anchor href={policyHref}>cookie policy</Anchor>.
          </Dialog.Description>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              onDecide(draft);
            }}
          >
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Cookie types</legend>
              {categories.map((category) => (
                <div key={category.id} className={styles.option}>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={draft[category.id]}
                    id={`cookie-${category.id}`}
                    className={styles.switchInput}
                    aria-describedby={`cookie-${category.id}-hint`}
                    checked={draft[category.id]}
                    disabled={category.id === 'necessary'}
                    onChange={(event) =>
                      category.id !== 'necessary' &&
                      onDraftChange({ ...draft, [category.id]: event.target.checked })
                    }
                  />
                  <label htmlFor={`cookie-${category.id}`} className={styles.optionLabel}>
                    {category.label}
                  </label>
                  <p id={`cookie-${category.id}-hint`} className={styles.optionHint}>
                    {category.description}
                  </p>
                </div>
              ))}
            </fieldset>
            <div className={styles.actions}>
              <Button type="submit">Save preferences</Button>
              <Button variant="outline" onClick={() => onDecide(ALL_GRANTED)}>
                Accept all
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
