import { CV_ACCEPT, CV_MAX_BYTES } from '@fittizia/contract';
import { Controller } from 'react-hook-form';
import { FileUpload } from '../../../../components/FileUpload/FileUpload.tsx';
import { TextInput } from '../../../../components/TextInput/TextInput.tsx';
import { FormSection } from '../../../../forms/FormParts.tsx';
import { getFieldError } from '../../../../forms/useZodForm.ts';
import type { ApplyModel } from '../applyModel.ts';

/** Names, e-mail and telephone. */
export function DetailsStep({ model }: { model: ApplyModel }) {
  const { register, formState } = model.form;
  const error = (path: string) => getFieldError(formState.errors, path);
  return (
    <FormSection legend="Your details" disabled={model.uploading}>
      <TextInput
        id="firstName"
        label="First name"
        autoComplete="given-name"
        error={error('firstName')}
        {...register('firstName')}
      />
      <TextInput
        id="secondName"
        label="Second name"
        autoComplete="family-name"
        error={error('secondName')}
        {...register('secondName')}
      />
      <TextInput
        id="email"
        type="email"
        label="Email address"
        autoComplete="email"
        spellCheck={false}
        error={error('email')}
        {...register('email')}
      />
      <TextInput
        id="telephone"
        type="tel"
        label="Telephone number"
        hint="For example, 0113 496 0000 or +44 7700 900 982"
        autoComplete="tel"
        width="20"
        error={error('telephone')}
        {...register('telephone')}
      />
    </FormSection>
  );
}

/** The CV: a PDF or DOCX under CV_MAX_BYTES. */
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
          acceptLabel="a PDF or DOCX"
          maxSize={CV_MAX_BYTES}
          value={field.value as File[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={model.uploading}
          error={getFieldError(formState.errors, 'cv')}
        />
      )}
    />
  );
}
