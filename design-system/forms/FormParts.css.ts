import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css.ts';

export const form = style({ display: 'grid', gap: vars.space.large });

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  fontWeight: vars.typography.headingWeight,
});

export const hint = style({ margin: 0, color: vars.color.foreground.secondaryText });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

const noticeBase = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  borderStyle: 'solid',
  borderWidth: `calc(${vars.borderWidth.large} * 2)`,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const notice = styleVariants({
  danger: [noticeBase, { borderColor: vars.color.foreground.critical }],
  success: [noticeBase, { borderColor: vars.color.border.standard }],
  info: [noticeBase, { borderColor: vars.color.border.standard }],
});

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.headingWeight,
});

export const noticeBody = style({ display: 'grid', gap: vars.space.small });
