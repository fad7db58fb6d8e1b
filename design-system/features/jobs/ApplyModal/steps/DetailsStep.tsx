import { CV_ACCEPT, CV_MAX_BYTES } from '@fittizia/contract';
import { Controller } from 'react-hook-form';
import { FileUpload } from '../../../../components/FileUpload/FileUpload.tsx';
import { FormSection } from '../../../../forms/FormParts.tsx';
import { PersonDetails, registerPersonFields } from '../../../../forms/PersonDetails/PersonDetails.tsx';
import { uploadRefusals } from '../../../../forms/uploadRefusals.ts';
import { getFieldError } from '../../../../forms/useZodForm.ts';
import { type ApplyModel, CV_ACCEPT_LABEL } from '../applyModel.ts';

/** Names, e-mail and phone: the person-details group. */
export function DetailsStep({ model }: { model: ApplyModel }) {
  return (
    <FormSection legend="Your details" disabled={model.uploading}>
      <PersonDetails
        fields={registerPersonFields(model.form, {
          firstName: 'firstName',
          // The request's `secondName`: the last name, as every form calls it.
          lastName: 'secondName',
          email: 'email',
          phone: 'telephone',
        })}
      />
    </FormSection>
  );
}

/**
 * The CV: a PDF or DOCX under CV_MAX_BYTES. A refused file is the field's error, named, and joins the error
 * summary in the form's order, as the contact form's attachments do (`uploadRefusals`).
 */
export function CvStep({ model }: { model: ApplyModel }) {
  const { control, formState } = model.form;
  return (
    <Controller
      control={control}
      name="cv"
      render={({ field }) => (
        <FileUpload
          id="cv"
          name="cv"
          label="Your CV"
          hint="A PDF or Word (.docx) file, smaller than 5MB"
          accept={CV_ACCEPT}
          acceptLabel={CV_ACCEPT_LABEL}
          maxSize={CV_MAX_BYTES}
          value={field.value as File[]}
          onChange={(files) => {
            field.onChange(files);
            model.form.clearErrors('cv');
          }}
          {...uploadRefusals(model.form, 'cv', 'refusedCv')}
          onBlur={field.onBlur}
          disabled={model.uploading}
          error={getFieldError(formState.errors, 'cv')}
        />
      )}
    />
  );
}
