import { vars } from '@fittizia/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** The privacy policy's "How long we keep your data" section, after the page's tiles. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});

export const lead = style({ margin: 0, maxWidth: '65ch' });

/** Its four columns share the width; long words wrap, so a narrow screen never scrolls sideways. */
export const table = style({ borderCollapse: 'collapse', width: '100%', overflowWrap: 'anywhere' });

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
