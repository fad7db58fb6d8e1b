export { Box, type BoxProps, splitSprinkles } from './Box.tsx';
