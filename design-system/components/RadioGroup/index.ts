export { RadioGroup, type RadioGroupProps, type RadioLayout, radioLayouts } from './RadioGroup.tsx';
