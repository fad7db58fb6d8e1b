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
export {
  errorSummaryItems,
  fieldIdFor,
  getFieldError,
  type UseZodFormOptions,
  useZodForm,
  type ZodFormSchema,
} from './useZodForm.ts';
