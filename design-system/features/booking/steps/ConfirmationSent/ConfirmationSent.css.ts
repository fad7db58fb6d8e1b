import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens/vars.css.ts';

export const sent = style({ margin: 0, overflowWrap: 'anywhere' });

export const manage = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });
