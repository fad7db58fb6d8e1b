export { Form, type FormProps } from './Form.tsx';
export {
  errorSummaryItems,
  fieldIdFor,
  getFieldError,
  type UseZodFormOptions,
  useZodForm,
  type ZodFormSchema,
} from './useZodForm.ts';
