import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.large} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&[data-dragging="true"]': {
      background: vars.color.background.neutral,
      borderStyle: 'solid',
    },
    '&[data-invalid="true"]': { borderColor: vars.color.foreground.critical },
  },
});

export const nativeInput = style({ display: 'none' });

export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingLeft: vars.space.small,
  borderLeft: `${vars.borderWidth.large} solid ${vars.color.border.standard}`,
});

export const fileName = style({
  overflowWrap: 'anywhere',
  fontWeight: vars.typography.fontWeight.bold,
});

export const fileSize = style({
  color: vars.color.foreground.secondaryText,
  fontWeight: vars.typography.fontWeight.regular,
});
