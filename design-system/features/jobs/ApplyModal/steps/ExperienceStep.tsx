import { emptyExperienceRow, experienceYears, MONTHS } from '@fittizia/contract';
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/Button/Button.tsx';
import { Checkbox } from '../../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { TextInput } from '../../../../components/TextInput/TextInput.tsx';
import { FormSection } from '../../../../forms/FormParts.tsx';
import { getFieldError } from '../../../../forms/useZodForm.ts';
import * as styles from '../ApplyModal.css.ts';
import type { ApplyModel } from '../applyModel.ts';

const monthOptions = MONTHS.map((name, index) => ({ value: String(index + 1), label: name }));

/** Work-experience rows: employer, job title, from and to (or the current role); rows can be added and removed. */
export function ExperienceStep({ model }: { model: ApplyModel }) {
  const { control, register, setValue, formState } = model.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'experience' });
  const rows = useWatch({ control, name: 'experience' });
  const years = useMemo(() => experienceYears().map((y) => ({ value: String(y), label: String(y) })), []);
  const error = (path: string) => getFieldError(formState.errors, path);

  return (
    <FormSection
      legend="Work experience"
      hint="Start with your current or most recent job."
      disabled={model.uploading}
    >
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
