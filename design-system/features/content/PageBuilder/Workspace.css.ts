import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.medium,
  background: vars.palette.offWhite,
  color: vars.palette.black,
  minHeight: '100vh',
  alignContent: 'start',
});
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'end' });
export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.palette.white,
  border: `${vars.borderWidth.standard} solid ${vars.palette.green}`,
  borderRadius: vars.radius.standard,
});
export const narrow = style({ maxWidth: '36rem' });
export const muted = style({ color: vars.palette.green, margin: 0 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});
/** A panel whose tile and controls stand side by side on a wide screen. */
export const tileItem = style([
  panel,
  { '@media': { [minWidth(1024)]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } } },
]);
export const tileHeading = style({ margin: 0, fontSize: vars.typography.heading['4'].fontSize });
export const fields = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});
export const subgroup = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.palette.almond}`,
  borderRadius: vars.radius.standard,
  margin: 0,
});
export const status = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  wordBreak: 'break-all',
  fontSize: vars.typography.text.small.fontSize,
});
export const changes = style({ margin: 0, paddingLeft: vars.space.large });
