export { Form, type FormProps } from './Form.tsx';
export {
  FormActions,
  FormNotice,
  type FormNoticeProps,
  type FormNoticeTone,
  FormSection,
  type FormSectionProps,
  formNoticeTones,
} from './FormParts.tsx';
export { fileHead, fileToBase64 } from './files.ts';
export { HoneypotField, type HoneypotFieldProps } from './HoneypotField/index.ts';
export * from './PersonDetails/index.ts';
export { uploadRefusals } from './uploadRefusals.ts';
export {
  errorSummaryItems,
  fieldIdFor,
  getFieldError,
  type UseZodFormOptions,
  useZodForm,
  type ZodFormSchema,
} from './useZodForm.ts';
