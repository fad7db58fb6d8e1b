import { Popover } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import Calendar, { type CalendarProps } from './Calendar.tsx';
import * as styles from './DatePicker.css.ts';

export interface CalendarPopoverProps extends CalendarProps {
  /** The popover's id (the calendar button's `aria-controls`). */
  id: string;
  /** The calendar button: the popover is placed against it, and focus returns to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  /** Where the popover is portalled (the enclosing modal dialog), or the body. */
  container: HTMLElement | null;
  onClose(): void;
}

/**
 * The date picker's open calendar (a lazy module of DatePicker, with Radix's popover and react-day-picker): a
 * non-modal popover placed against the calendar button, which DatePicker renders itself (so the field works
 * before this module has loaded). Escape, or choosing a day, closes it and returns focus to the button; a
 * click elsewhere closes it and leaves focus where the click put it; a click on the button is the button's.
 */
export default function CalendarPopover({
  id,
  anchor,
  container,
  onClose,
  ...calendar
}: CalendarPopoverProps) {
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal container={container ?? undefined}>
        <Popover.Content
          id={id}
          className={styles.content}
          align="start"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Choose a date"
          // The calendar focuses the selected day, or today, itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchor.current?.focus();
          }}
        >
          <Calendar {...calendar} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
