export { SubNav, type SubNavItem, type SubNavProps } from './SubNav.tsx';
