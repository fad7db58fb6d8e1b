import { style } from '@vanilla-extract/css';

/** The rules that hide an element on screen and leave it to assistive technology (for use inside a media query). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
