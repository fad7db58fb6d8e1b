import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const rule = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const title = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.medium,
});

/** The line of the party asked for. */
export const current = style({ fontWeight: vars.typography.fontWeight.bold });
