import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

/** Spec 9: the contact tile is at most 800 px wide. */
export const root = style({ display: 'grid', gap: vars.space.large, maxWidth: '800px' });

export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [minWidth(576)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const sentHeading = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.headingWeight,
});

export const sentList = style({ margin: 0, display: 'grid', gap: vars.space.small });

/** Label over value on a narrow screen, side by side from 576 px. */
export const sentRow = style({
  display: 'grid',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  '@media': { [minWidth(576)]: { gridTemplateColumns: '12rem minmax(0, 1fr)' } },
});

export const sentLabel = style({ fontWeight: vars.typography.fontWeight.bold });

/** A long message or address wraps anywhere rather than overflow a narrow screen; its line breaks are kept. */
export const sentValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
