export { CAROUSEL_DEFAULTS, Carousel, type CarouselProps } from './Carousel.tsx';
export { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
