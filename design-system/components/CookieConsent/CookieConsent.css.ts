import { globalStyle, style } from '@vanilla-extract/css';
import { centredDialog } from '../../shared/centredDialog.ts';
import { minWidth, stylesheetBreakpoints } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

export const banner = style({
  selectors: { '&[hidden]': { display: 'none' } },
  position: 'fixed',
  zIndex: 50,
  left: vars.space.small,
  right: vars.space.small,
  bottom: vars.space.small,
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '960px',
  margin: '0 auto',
  padding: vars.space.large,
  background: vars.palette.white,
  color: vars.palette.black,
  borderRadius: vars.radius.large,
  boxShadow: '0 0.5rem 2rem rgb(0 0 0 / 0.25)',
  '@media': {
    [minWidth(stylesheetBreakpoints[768])]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  },
});

export const bannerText = style({ display: 'grid', gap: vars.space.xsmall });

export const heading = style({
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  color: vars.palette.green,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 80, background: 'rgb(0 0 0 / 0.6)' });

export const dialog = style(
  centredDialog({
    zIndex: 81,
    background: vars.palette.white,
    spacing: { gap: vars.space.medium, padding: vars.space.xlarge },
  }),
);

export const form = style({ display: 'grid', gap: vars.space.large });

export const fieldset = style({ display: 'grid', gap: vars.space.medium, border: 0, margin: 0, padding: 0 });

export const legend = style({ fontWeight: vars.typography.fontWeight.bold, marginBottom: vars.space.xsmall });

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.palette.offWhite,
});

export const switchInput = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.palette.green,
});

export const optionLabel = style({ fontWeight: vars.typography.fontWeight.bold, minHeight: '24px' });

export const optionHint = style({
  gridColumn: '2',
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

globalStyle(`${banner} a, ${dialog} a`, {
  color: vars.palette.green,
  fontWeight: vars.typography.fontWeight.bold,
});
