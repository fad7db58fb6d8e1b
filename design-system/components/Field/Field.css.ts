import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css.ts';

/*
 * Shared look of every form control: the group around a label, hint, message and control, and the base of
 * text-like controls. Other form components import these so the kit reads as one family.
 */

const errorBarWidth = `calc(${vars.borderWidth.large} * 2)`;

export const group = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    marginBottom: vars.space.large,
    minWidth: 0,
    selectors: { '&:last-child': { marginBottom: 0 } },
  },
  variants: {
    invalid: {
      // GOV.UK pattern: a bar on the left of a group in error, so the error never relies on colour alone.
      true: {
        paddingLeft: vars.space.medium,
        borderLeft: `${errorBarWidth} solid ${vars.color.foreground.critical}`,
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

export const label = style({
  display: 'block',
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.foreground.text,
});

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const legend = style([
  label,
  {
    float: 'left',
    width: '100%',
    padding: 0,
    marginBottom: vars.space.xxsmall,
  },
]);

/** Clears the floated legend so that the content of a fieldset starts on its own line. */
export const legendClear = style({ clear: 'both' });

export const hint = style({
  color: vars.color.foreground.secondaryText,
});

export const errorMessage = style({
  margin: 0,
  color: vars.color.foreground.critical,
  fontWeight: vars.typography.fontWeight.bold,
});

/** The base of text-like controls (input, textarea, select). */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: vars.touchTarget,
  margin: 0,
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  border: `${vars.borderWidth.large} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.foreground.critical,
      // A thicker border in error, so the state does not depend on colour alone.
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.foreground.critical}`,
    },
    '&:focus-visible': {
      borderColor: vars.color.border.strong,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.background.neutral,
      color: vars.color.foreground.text,
      opacity: 0.7,
    },
  },
});

/** Width for N characters plus the padding and border, GOV.UK style (`width-2`, `width-4`, ...). */
const characters = (count: number) =>
  style({
    maxWidth: `calc(${count}ch + ${vars.space.small} * 2 + ${vars.borderWidth.large} * 2 + 0.5ch)`,
    minWidth: vars.touchTarget,
  });

export const controlWidths = {
  full: style({ maxWidth: '100%' }),
  '30': characters(30),
  '20': characters(20),
  '10': characters(10),
  '5': characters(5),
  '4': characters(4),
  '2': characters(2),
};
