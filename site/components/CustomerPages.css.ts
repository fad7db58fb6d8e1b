import { breakpoints, layout, vars } from '@fittizia/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The customer pages (sign-up, preferences, contact, offers), in the page frame (the site's one page layout). */
export const page = style({
  paddingBlock: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** A customer page of the form's 800 px width, starting at the frame's gutter like every page's heading. */
export const narrowPage = style([page, { maxWidth: layout.contactTileMaxWidth }]);

/** The sign-up page: the form, and the registration card (300 px) beside it from the large breakpoint. */
export const withAside = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.lg}px)`]: {
      gridTemplateColumns: `minmax(0, ${layout.contactTileMaxWidth}) ${layout.signUpCardWidth}`,
    },
  },
});

export const lead = style({ margin: 0, maxWidth: '65ch' });
