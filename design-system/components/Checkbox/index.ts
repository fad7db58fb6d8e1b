export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
  type ChoiceOption,
  choiceItemId,
} from './Checkbox.tsx';
