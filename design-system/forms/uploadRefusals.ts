import { refusedFilesMessage } from '@fittizia/contract';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * The `FileUpload` props that make a refused file an error of its form's field: the refusals of
 * each choice, each naming its file, are kept in the form's `refused` field (the contract's schema turns them
 * into the field's error, so a send is blocked and the error summary lists them in the form's order), and shown
 * at once as the field's error; a new choice or a removal clears them. Every form with an upload uses this.
 */
export function uploadRefusals<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue' | 'setError' | 'clearErrors' | 'trigger' | 'formState'>,
  field: FieldPath<T>,
  refused: FieldPath<T>,
) {
  return {
    onRefusals: (reasons: string[]) => {
      form.setValue(refused, reasons as PathValue<T, FieldPath<T>>);
      const message = refusedFilesMessage(reasons);
      if (message) form.setError(field, { message });
      else form.clearErrors(field);
      // After a send the form re-checks a field as it changes, and the choice's own check saw the last choice's
      // refusals: check it again with these, so a cleared refusal does not come back.
      if (form.formState.isSubmitted) void form.trigger(field);
    },
  };
}
