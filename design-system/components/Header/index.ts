export {
  bookNowHref,
  HEADER_SOLID_AFTER,
  Header,
  type HeaderItem,
  type HeaderProps,
  type HeaderSettings,
  type NavLink,
  preloadHeaderMenu,
} from './Header.tsx';
export { useScrolledPast } from './useScrolledPast.ts';
