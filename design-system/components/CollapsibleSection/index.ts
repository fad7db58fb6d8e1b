export { CollapsibleSection, type CollapsibleSectionProps } from './CollapsibleSection.tsx';
