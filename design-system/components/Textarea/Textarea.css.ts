import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const textarea = style({
  minHeight: `calc(${vars.typography.text.standard.lineHeight} * 3)`,
  resize: 'vertical',
  selectors: {
    // A field that cannot be used (its form sending) offers no handle to resize it either.
    '&:disabled': { resize: 'none' },
  },
});

/** Over the limit without a server error yet: the same visual cue as an error (GOV.UK character count). */
export const overLimit = style({
  borderColor: vars.color.foreground.critical,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.foreground.critical}`,
});

export const count = style({
  color: vars.color.foreground.secondaryText,
});

export const countOver = style({
  color: vars.color.foreground.critical,
  fontWeight: vars.typography.fontWeight.bold,
});
