import { style } from '@vanilla-extract/css';

const green = '#244742';
const offWhite = '#fff5e9';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '0.75rem 1.5rem',
  background: green,
  color: '#fff',
});
export const brand = style({ color: '#fff', fontWeight: 800, fontSize: '1.375rem', textDecoration: 'none' });
export const nav = style({ flex: '1 1 auto' });
export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 0.75rem',
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
});
export const dropdown = style({ position: 'relative' });
export const dropdownList = style({
  position: 'absolute',
  zIndex: 10,
  listStyle: 'none',
  margin: 0,
  padding: '0.5rem',
  background: green,
  minWidth: '12rem',
});
export const bookNow = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 1.5rem',
  borderRadius: 999,
  background: '#ca4b2f',
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
});
export const footer = style({
  display: 'grid',
  gap: '1.5rem',
  padding: '2rem 1.5rem',
  background: green,
  color: offWhite,
});
export const signup = style({ display: 'grid', justifyItems: 'start', gap: '0.75rem' });
export const signupHeading = style({ margin: 0, fontSize: '1.5rem', fontWeight: 800 });
export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const footerLink = style({
  color: offWhite,
  fontWeight: 700,
  display: 'inline-block',
  minHeight: 24,
  padding: '2px 0',
});
export const footerDescription = style({ display: 'block', fontSize: '0.875rem' });
export const copyright = style({ margin: 0, fontSize: '0.875rem' });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
