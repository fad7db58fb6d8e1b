export {
  Heading,
  type HeadingAlign,
  type HeadingLevel,
  type HeadingProps,
  type HeadingTone,
  headingAligns,
  headingLevels,
  headingTones,
} from './Heading.tsx';
