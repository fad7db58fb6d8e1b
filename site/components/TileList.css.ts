import { style, styleVariants } from '@vanilla-extract/css';

export const grid = style({ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '1rem' });
const base = style({
  borderRadius: '2rem',
  padding: '2.5rem 2rem',
  display: 'grid',
  gap: '1rem',
  alignContent: 'start',
});
export const tile = styleVariants({
  full: [base, { flex: '1 1 100%' }],
  half: [base, { flex: '1 1 calc(50% - 0.5rem)', minWidth: 'min(100%, 18rem)' }],
});
export const heading = style({ margin: 0, fontSize: 'clamp(1.75rem, 4vw, 3rem)', fontWeight: 800 });
export const body = style({ margin: 0, fontSize: '1.125rem', maxWidth: '40rem' });
export const link = style({ color: 'inherit', fontWeight: 700, justifySelf: 'start', minHeight: 24 });
