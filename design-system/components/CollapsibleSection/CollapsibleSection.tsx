import { Collapsible } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import type { HeadingLevel } from '../../tokens/tokens.ts';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './CollapsibleSection.css.ts';

export interface CollapsibleSectionProps {
  /** The section's name ('Restaurant', 'Date'); the edit control is named 'Edit <title>'. */
  title: string;
  /** One line saying what was chosen ('Fittizia Soho'), shown with the title. */
  summary?: ReactNode;
  headingLevel?: HeadingLevel;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Words of the toggle, before the hidden section name. */
  editLabel?: string;
  /**
   * A disclosure rather than an edit control: the toggle says what it does in the state it is in ('Show the
   * terms', 'Hide the terms'), and the section's name is not repeated in it.
   */
  toggleLabels?: { show: string; hide: string };
  /** Hide the toggle (a step that cannot be edited yet, say). */
  disabled?: boolean;
  /**
   * The open section carries its own heading (a journey step's 'Choose a time'): the title's heading, summary
   * and toggle are then left out while it is open, so the step is named once, and the region keeps the title
   * as its name.
   */
  headedWhenOpen?: boolean;
  /** What is shown when the section is open: usually the controls to change the choice. */
  children: ReactNode;
}

/**
 * A booking-journey section (restaurant, date, time, menu): a heading with a summary of the choice and an
 * 'Edit' control that opens the section's controls (Radix Collapsible: `aria-expanded`, `aria-controls`).
 */
export function CollapsibleSection({
  title,
  summary,
  headingLevel = '3',
  open,
  defaultOpen,
  onOpenChange,
  editLabel = 'Edit',
  toggleLabels,
  disabled = false,
  headedWhenOpen = false,
  children,
}: CollapsibleSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const [openHere, setOpenHere] = useState(defaultOpen ?? false);
  const isOpen = open ?? openHere;
  return (
    <Collapsible.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        setOpenHere(next);
        onOpenChange?.(next);
      }}
      disabled={disabled}
      className={styles.root}
      asChild
    >
      <section {...(open && headedWhenOpen ? { 'aria-label': title } : { 'aria-labelledby': headingId })}>
        {open && headedWhenOpen ? null : (
          <div className={styles.header}>
            <div>
              <Heading id={headingId} className={styles.heading}>
                {title}
              </Heading>
              {summary ? <p className={styles.summary}>{summary}</p> : null}
            </div>
            {disabled ? null : (
              <Collapsible.Trigger asChild>
                {toggleLabels ? (
                  <Button variant="link" size="sm">
                    {isOpen ? toggleLabels.hide : toggleLabels.show}
                  </Button>
                ) : (
                  <Button variant="link" size="sm">
                    {editLabel}
                    <span className={visuallyHidden}> {title}</span>
                  </Button>
                )}
              </Collapsible.Trigger>
            )}
          </div>
        )}
        <Collapsible.Content className={styles.content}>
          <div className={styles.contentInner}>{children}</div>
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
