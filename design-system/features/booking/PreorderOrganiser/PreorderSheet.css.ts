import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

/** The printable sheet: on paper only the sheet prints, in black on white, without the site's header and footer. */
export const sheet = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** What is for the screen only (the print button, the way back). */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

globalStyle(`body:has(${sheet}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above, and after it: the sheet and everything in it print.
globalStyle(`body:has(${sheet}) ${sheet}, body:has(${sheet}) ${sheet} *`, {
  '@media': { print: { visibility: 'visible', color: '#000', background: 'transparent' } },
});
globalStyle(sheet, {
  '@media': { print: { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, width: '100%' } },
});
globalStyle(`${sheet} table`, { '@media': { print: { minWidth: 0, fontSize: '10pt' } } });
globalStyle(`${sheet} tr`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${sheet} section`, { '@media': { print: { overflow: 'visible' } } });
