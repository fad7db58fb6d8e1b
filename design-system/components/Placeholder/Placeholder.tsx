import type { ComponentPropsWithRef } from 'react';
import { Spinner, type SpinnerSize } from '../Spinner/Spinner.tsx';
import * as styles from './Placeholder.css.ts';

export const placeholderRatios = ['1 / 1', '4 / 3', '3 / 2', '16 / 9', '21 / 9', '3 / 4'] as const;

export interface PlaceholderProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The media's aspect ratio (`'16 / 9'` or a number), so nothing moves when it loads. */
  aspectRatio?: string | number;
  /** A fixed height instead of a ratio (a tile of 50vh, say). */
  height?: string;
  /** Show a spinner on the block, named for screen readers by `label`. */
  spinner?: boolean | SpinnerSize;
  /** What is loading ('Loading image'); only read out with the spinner. */
  label?: string;
}

/**
 * The pulsing block that stands in for an image or video while it loads (1.5 s pulse, still under reduced
 * motion). Decorative on its own; with `spinner` it also tells screen reader users that something loads.
 */
export function Placeholder({
  aspectRatio = '16 / 9',
  height,
  spinner = false,
  label = 'Loading',
  className,
  style,
  ...rest
}: PlaceholderProps) {
  return (
    <div
      {...(spinner ? {} : { 'aria-hidden': true })}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{ ...(height ? { height } : { aspectRatio: String(aspectRatio) }), ...style }}
      data-placeholder=""
    >
      <div className={styles.block} />
      {spinner ? (
        <div className={styles.spinner}>
          <Spinner size={spinner === true ? 'medium' : spinner} label={label} />
        </div>
      ) : null}
    </div>
  );
}
