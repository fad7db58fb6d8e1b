import { style } from '@vanilla-extract/css';
import { pageInset } from '../../tokens/page.css.ts';
import { minWidth, tileBreakpoint } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

/**
 * Six columns from 992 px, so that halves, thirds and two-thirds line up; one column below. Its side padding is
 * the page inset (tokens/page.css.ts): the page gutter when the grid stands alone, none inside the page frame,
 * whose gutter it already sits in.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: pageInset,
  '@media': { [minWidth(tileBreakpoint)]: { gap: vars.space.large, paddingBlock: vars.space.large } },
});

export const providers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const provider = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '3.5rem',
  paddingLeft: vars.space.xlarge,
  paddingRight: vars.space.xlarge,
  borderRadius: vars.radius.full,
  background: vars.palette.green,
  color: vars.palette.white,
  fontWeight: vars.typography.fontWeight.extraBold,
  fontSize: vars.typography.text.large.fontSize,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.palette.black } },
});

export const faqs = style({ display: 'grid', gap: vars.space.xsmall, maxWidth: '48rem' });

export const faq = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.palette.white,
  color: vars.palette.black,
});

export const faqQuestion = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
});
