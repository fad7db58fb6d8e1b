export {
  BACK_TO_TOP_AFTER,
  BackToTop,
  type BackToTopProps,
} from './BackToTop.tsx';
// The icon table (`backToTopIcons`, in icons.ts) is not exported here: anything the package root exports
// is part of every page's first load, and the icons load with the button, when it is first shown.
