import { style } from '@vanilla-extract/css';

/**
 * Off the page for people and assistive technology alike (aria-hidden on the wrapper), but not `display: none`:
 * a bot that skips hidden inputs would skip a `display: none` one too.
 */
export const trap = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
