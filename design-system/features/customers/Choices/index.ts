export { Choices, type ChoicesProps } from './Choices.tsx';
