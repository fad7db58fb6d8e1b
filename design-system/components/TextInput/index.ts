export { TextInput, type TextInputProps, type TextInputType, textInputTypes } from './TextInput.tsx';
