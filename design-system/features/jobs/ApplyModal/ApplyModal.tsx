import {
  APPLICATION_FORM_MESSAGES,
  type ApplicationFormValues,
  applicationFormSchema,
  applicationPayload,
  CV_ACCEPT,
  CV_MAX_BYTES,
  emptyApplicationForm,
  emptyExperienceRow,
  experienceYears,
  type JobApplicationRequest,
  type JobApplicationResponse,
  type JobDetail,
  MONTHS,
  type Question,
} from '@fittizia/contract';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { FileUpload } from '../../../components/FileUpload/FileUpload.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions, FormSection } from '../../../forms/FormParts.tsx';
import { getFieldError, useZodForm } from '../../../forms/useZodForm.ts';
import * as styles from './ApplyModal.css.ts';
import { applicationErrorMessage, cvContentType, cvLooksRight, fileToBase64 } from './applyErrors.ts';

export interface ApplyModalProps {
  job: JobDetail;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Sends `POST api/jobs/application`; rejects with the brand API's error on an HTTP error. */
  submit: (body: JobApplicationRequest) => Promise<JobApplicationResponse['data']>;
  /** Reads the chosen CV as base64 (a browser File by default). */
  readFile?: (file: Blob) => Promise<string>;
  /** Values to start from (stories show a filled or failing form). */
  defaultValues?: Partial<ApplicationFormValues>;
}

type Phase = { kind: 'form' } | { kind: 'uploading' } | { kind: 'thanks'; message: string };

const monthOptions = MONTHS.map((name, index) => ({ value: String(index + 1), label: name }));

type AnswerValue = { options: string[]; text: string };

function QuestionField({
  question,
  value,
  onChange,
  onBlur,
  error,
}: {
  question: Question;
  value: AnswerValue;
  onChange: (next: AnswerValue) => void;
  onBlur: () => void;
  error?: string | undefined;
}) {
  const id = `answers-${question.id}`;
  const legend = `${question.question ?? question.id}${question.is_mandatory ? '' : ' (optional)'}`;
  const options = (
    question.type === 'YES_NO' && question.options.length === 0 ? ['Yes', 'No'] : question.options
  ).map((option) => ({ value: option, label: option }));
  if (question.type === 'TEXT') {
    return (
      <Textarea
        id={id}
        label={legend}
        rows={3}
        value={value.text}
        error={error}
        onChange={(event) => onChange({ options: [], text: event.target.value })}
        onBlur={onBlur}
      />
    );
  }
  if (question.type === 'MULTIPLE_CHOICE') {
    return (
      <CheckboxGroup
        id={id}
        name={id}
        legend={legend}
        hint="Select all that apply"
        options={options}
        value={value.options}
        error={error}
        onChange={(next) => onChange({ options: next, text: '' })}
        onBlur={onBlur}
      />
    );
  }
  return (
    <RadioGroup
      id={id}
      name={id}
      legend={legend}
      options={options}
      layout={question.type === 'YES_NO' ? 'inline' : 'stacked'}
      value={value.options[0] ?? ''}
      error={error}
      onChange={(next) => onChange({ options: [next], text: '' })}
      onBlur={onBlur}
    />
  );
}

function ExperienceRows({
  form,
}: {
  form: UseFormReturn<ApplicationFormValues, unknown, ApplicationFormValues>;
}) {
  const { control, register, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'experience' });
  const rows = useWatch({ control, name: 'experience' });
  const years = useMemo(() => experienceYears().map((y) => ({ value: String(y), label: String(y) })), []);
  const error = (path: string) => getFieldError(formState.errors, path);

  return (
    <FormSection legend="Work experience" hint="Start with your current or most recent job.">
      {fields.map((field, index) => {
        const row = rows?.[index];
        const current = Boolean(row?.isCurrentRole);
        const toDisabled = current || !row?.fromMonth || !row?.fromYear;
        const at = (name: string) => `experience.${index}.${name}` as const;
        return (
          <fieldset key={field.id} className={styles.row}>
            <legend className={styles.rowLegend}>Job {index + 1}</legend>
            <TextInput
              id={`experience-${index}-employer`}
              label="Employer"
              error={error(at('employer'))}
              {...register(`experience.${index}.employer`)}
            />
            <TextInput
              id={`experience-${index}-jobTitle`}
              label="Job title"
              error={error(at('jobTitle'))}
              {...register(`experience.${index}.jobTitle`)}
            />
            <div className={styles.dates}>
              <Select
                id={`experience-${index}-fromMonth`}
                label="From month"
                placeholder="Month"
                options={monthOptions}
                error={error(at('fromMonth'))}
                {...register(`experience.${index}.fromMonth`)}
              />
              <Select
                id={`experience-${index}-fromYear`}
                label="From year"
                placeholder="Year"
                options={years}
                error={error(at('fromYear'))}
                {...register(`experience.${index}.fromYear`)}
              />
            </div>
            <Checkbox
              id={`experience-${index}-isCurrentRole`}
              label="This is my current role"
              {...register(`experience.${index}.isCurrentRole`, {
                onChange: (event: { target: { checked: boolean } }) => {
                  if (event.target.checked) {
                    setValue(`experience.${index}.toMonth`, '');
                    setValue(`experience.${index}.toYear`, '');
                  }
                },
              })}
            />
            <div className={styles.dates}>
              <Select
                id={`experience-${index}-toMonth`}
                label="To month"
                placeholder="Month"
                options={monthOptions}
                disabled={toDisabled}
                hint={current ? undefined : toDisabled ? 'Choose the from month and year first' : undefined}
                error={error(at('toMonth'))}
                {...register(`experience.${index}.toMonth`)}
              />
              <Select
                id={`experience-${index}-toYear`}
                label="To year"
                placeholder="Year"
                options={years}
                disabled={toDisabled}
                error={error(at('toYear'))}
                {...register(`experience.${index}.toYear`)}
              />
            </div>
            {fields.length > 1 ? (
              <Button variant="link" onClick={() => remove(index)}>
                Remove job {index + 1}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => append(emptyExperienceRow(), { shouldFocus: false })}>
        Add another job
      </Button>
    </FormSection>
  );
}

/**
 * The apply-now modal (spec 2.6, 4.6, 5.1): names, e-mail, telephone, the CV (when the job asks for one),
 * work-experience rows (when it asks for them), the screening questions, a thank-you state and an error modal
 * with the messages of 8.3. Validation is the contract's `applicationFormSchema`; an error never clears what
 * the person entered, and Reset clears every field.
 */
export function ApplyModal({
  job,
  open,
  defaultOpen,
  onOpenChange,
  submit,
  readFile = fileToBase64,
  defaultValues,
}: ApplyModalProps) {
  const schema = useMemo(() => applicationFormSchema(job), [job]);
  const empty = useMemo(() => emptyApplicationForm(job), [job]);
  const form = useZodForm(schema, { defaultValues: { ...empty, ...defaultValues } });
  const { register, control, formState } = form;
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [failure, setFailure] = useState<string>();
  const error = (path: string) => getFieldError(formState.errors, path);

  const send = async (values: ApplicationFormValues) => {
    const file = values.cv[0] as (File & { name: string }) | undefined;
    if (file && job.cvRequired !== 'False' && !(await cvLooksRight(file))) {
      // A renamed file: the same format error as a wrong name, and nothing is sent.
      form.setError(
        'cv',
        { type: 'format', message: APPLICATION_FORM_MESSAGES.cvFormat },
        { shouldFocus: true },
      );
      return;
    }
    setPhase({ kind: 'uploading' });
    try {
      const resume =
        file && job.cvRequired !== 'False'
          ? { name: file.name, contentType: cvContentType(file.name), content: await readFile(file) }
          : undefined;
      const answer = await submit(applicationPayload(values, job, resume));
      if (answer.success) {
        setPhase({ kind: 'thanks', message: answer.message ?? '' });
        return;
      }
      setFailure(answer.message || applicationErrorMessage(undefined));
    } catch (caught) {
      setFailure(applicationErrorMessage(caught));
    }
    setPhase({ kind: 'form' });
  };

  const uploading = phase.kind === 'uploading';

  return (
    <Modal
      title={phase.kind === 'thanks' ? 'Thank you for applying' : `Apply for ${job.name}`}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {phase.kind === 'thanks' ? (
        <div className={styles.thanks} role="status">
          <p>{phase.message || 'We have your application.'}</p>
          <p>
            We will be in touch about the {job.name} role
            {job.restaurantName ? ` at ${job.restaurantName}` : ''}.
          </p>
        </div>
      ) : (
        <Form form={form} onSubmit={send} aria-label={`Apply for ${job.name}`} className={styles.form}>
          <FormSection legend="Your details" disabled={uploading}>
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
          {job.cvRequired !== 'False' ? (
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
                  disabled={uploading}
                  error={error('cv')}
                />
              )}
            />
          ) : null}
          {job.workExperienceRequired === 'True' ? <ExperienceRows form={form} /> : null}
          {job.questions.length > 0 ? (
            <div className={styles.section}>
              <h3 className={styles.legend}>A few questions</h3>
              {job.questions.map((question) => (
                <Controller
                  key={question.id}
                  control={control}
                  name={`answers.${question.id}`}
                  render={({ field }) => (
                    <QuestionField
                      question={question}
                      value={(field.value as AnswerValue | undefined) ?? { options: [], text: '' }}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={error(`answers.${question.id}`)}
                    />
                  )}
                />
              ))}
            </div>
          ) : null}
          <FormActions>
            <Button type="submit" loading={uploading} loadingLabel="Sending your application">
              Send application
            </Button>
            <Button variant="secondary" disabled={uploading} onClick={() => form.reset(empty)}>
              Reset
            </Button>
          </FormActions>
        </Form>
      )}
      <Modal
        title="We couldn't send your application"
        open={Boolean(failure)}
        onOpenChange={(next) => {
          if (!next) setFailure(undefined);
        }}
        footer={<Button onClick={() => setFailure(undefined)}>OK</Button>}
      >
        <p role="alert">{failure}</p>
      </Modal>
    </Modal>
  );
}
