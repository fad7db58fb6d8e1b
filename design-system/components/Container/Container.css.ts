import { styleVariants } from '@vanilla-extract/css';
import { pageFrame } from '../../tokens/page.css.ts';
import { breakpoints, layout } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

const base = {
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: {
      paddingLeft: vars.space.large,
      paddingRight: vars.space.large,
    },
  },
} as const;

/**
 * Max widths: `page` is the page frame (tokens/page.css.ts: the header's 1440 px and gutter, the site's one page
 * layout); `narrow` is the 800 px of the contact and sign-up tiles; the rest are the breakpoints.
 */
export const width = styleVariants({
  page: [pageFrame],
  narrow: { ...base, maxWidth: layout.contactTileMaxWidth },
  medium: { ...base, maxWidth: `${breakpoints.lg}px` },
  large: { ...base, maxWidth: `${breakpoints.xl}px` },
  xlarge: { ...base, maxWidth: `${breakpoints.xxl}px` },
  full: { ...base, maxWidth: 'none' },
});
