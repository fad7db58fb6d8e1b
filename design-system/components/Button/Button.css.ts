import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    // WCAG 2.2 target size: every size keeps at least 44 x 44 CSS px.
    minWidth: vars.touchTarget,
    minHeight: vars.touchTarget,
    margin: 0,
    border: `${vars.borderWidth.large} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.typography.fontFamily,
    fontWeight: vars.typography.fontWeight.bold,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
    '@media': {
      '(forced-colors: active)': { border: `${vars.borderWidth.large} solid ButtonText` },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.tone.primary.background,
        color: vars.color.tone.primary.foreground,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.palette.black,
            color: vars.palette.white,
          },
        },
      },
      secondary: {
        background: vars.color.tone.secondary.background,
        color: vars.color.tone.secondary.foreground,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.tone.primary.background,
            color: vars.color.tone.primary.foreground,
          },
        },
      },
      outline: {
        background: 'transparent',
        color: vars.color.tone.primary.background,
        borderColor: vars.color.tone.primary.background,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.tone.primary.background,
            color: vars.color.tone.primary.foreground,
          },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.foreground.link,
        borderRadius: vars.radius.small,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        paddingLeft: vars.space.xxsmall,
        paddingRight: vars.space.xxsmall,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            color: vars.color.foreground.linkHover,
            textDecorationThickness: '2px',
          },
        },
      },
    },
    size: {
      sm: {
        fontSize: vars.typography.text.small.fontSize,
        lineHeight: vars.typography.text.small.lineHeight,
        paddingLeft: vars.space.medium,
        paddingRight: vars.space.medium,
      },
      md: {
        fontSize: vars.typography.text.standard.fontSize,
        lineHeight: vars.typography.text.standard.lineHeight,
        minHeight: '3rem',
        paddingLeft: vars.space.large,
        paddingRight: vars.space.large,
      },
      lg: {
        fontSize: vars.typography.text.large.fontSize,
        lineHeight: vars.typography.text.large.lineHeight,
        minHeight: '3.5rem',
        paddingLeft: vars.space.xlarge,
        paddingRight: vars.space.xlarge,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    // A link-style button keeps its target size but not the pill padding.
    {
      variants: { variant: 'link', size: 'sm' },
      style: { paddingLeft: vars.space.xxsmall, paddingRight: vars.space.xxsmall },
    },
    {
      variants: { variant: 'link', size: 'md' },
      style: { paddingLeft: vars.space.xxsmall, paddingRight: vars.space.xxsmall },
    },
    {
      variants: { variant: 'link', size: 'lg' },
      style: { paddingLeft: vars.space.xxsmall, paddingRight: vars.space.xxsmall },
    },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type RootVariants = NonNullable<RecipeVariants<typeof root>>;

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    '(forced-colors: active)': { borderColor: 'ButtonText', borderRightColor: 'transparent' },
  },
});
