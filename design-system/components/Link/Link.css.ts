import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css.ts';

export const root = recipe({
  base: {
    color: vars.color.foreground.link,
    borderRadius: vars.radius.small,
    // Underlined in running text, so it never relies on colour alone (WCAG 1.4.1).
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    transition: `color ${vars.transition.fast}`,
    selectors: {
      '&:hover': { color: vars.color.foreground.linkHover, textDecorationThickness: '2px' },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xsmall,
        // A link on its own line is a target in its own right: keep it 44 px tall.
        minHeight: vars.touchTarget,
        fontWeight: vars.typography.fontWeight.bold,
        textDecorationLine: 'none',
        selectors: {
          '&:hover': { textDecorationLine: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const arrow = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  transition: `transform ${vars.transition.standard}`,
  selectors: {
    [`${root.classNames.base}:hover &`]: { transform: 'translateX(0.25em)' },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginLeft: '0.2em',
  verticalAlign: 'baseline',
});
