import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '1rem',
  padding: '4rem 1rem',
  textAlign: 'center',
  minHeight: '50vh',
  alignContent: 'center',
});
export const code = style({ fontSize: '4rem', fontWeight: 800, margin: 0, color: '#244742' });
export const title = style({ fontSize: '1.75rem', fontWeight: 700, margin: 0 });
export const detail = style({ margin: 0, color: '#4a4a4a' });
export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 1.5rem',
  borderRadius: 999,
  background: '#244742',
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
});
