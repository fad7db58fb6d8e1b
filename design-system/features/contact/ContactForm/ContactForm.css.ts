import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

/** Spec 9: the contact tile is at most 800 px wide. */
export const root = style({ display: 'grid', gap: vars.space.large, maxWidth: '800px' });
