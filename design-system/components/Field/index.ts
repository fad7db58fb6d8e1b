export {
  type ControlWidth,
  controlWidths,
  describedBy,
  ERROR_PREFIX,
  ErrorMessage,
  Field,
  type FieldControlProps,
  type FieldProps,
  Fieldset,
  type FieldsetProps,
  Hint,
  useFieldId,
} from './Field.tsx';
