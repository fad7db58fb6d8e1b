import type { Question } from '@fittizia/contract';
import { Controller } from 'react-hook-form';
import { CheckboxGroup } from '../../../../components/Checkbox/Checkbox.tsx';
import { RadioGroup } from '../../../../components/RadioGroup/RadioGroup.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { getFieldError } from '../../../../forms/useZodForm.ts';
import * as styles from '../ApplyModal.css.ts';
import type { ApplyModel } from '../applyModel.ts';

type AnswerValue = { options: string[]; text: string };

function QuestionField({
  question,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  question: Question;
  value: AnswerValue;
  onChange: (next: AnswerValue) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** While the application is sending: nothing in the form can change. */
  disabled: boolean;
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
        disabled={disabled}
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
        disabled={disabled}
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
      disabled={disabled}
      onChange={(next) => onChange({ options: [next], text: '' })}
      onBlur={onBlur}
    />
  );
}

/** The job's screening questions: a text box, checkboxes or radios each, by its type. */
export function QuestionsStep({ model, questions }: { model: ApplyModel; questions: Question[] }) {
  const { control, formState } = model.form;
  return (
    <div className={styles.section}>
      <h3 className={styles.legend}>A few questions</h3>
      {questions.map((question) => (
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
              error={getFieldError(formState.errors, `answers.${question.id}`)}
              disabled={model.uploading}
            />
          )}
        />
      ))}
    </div>
  );
}
