export { Link, type LinkProps, type LinkVariant, linkVariants, NEW_TAB_LABEL } from './Link.tsx';
