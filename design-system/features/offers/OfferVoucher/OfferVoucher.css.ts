import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.large, maxWidth: '800px' });

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  fontWeight: vars.typography.headingWeight,
});

export const text = style({ margin: 0 });

export const validity = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });

/** The address the code was sent to: a long one wraps anywhere rather than overflow a narrow screen. */
export const address = style({ overflowWrap: 'anywhere' });
