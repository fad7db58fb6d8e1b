import {
  CUSTOMER_FORM_MESSAGES,
  type CustomerUpdateResponse,
  emptyOccasionRow,
  isCustomerUpdateSuccess,
  type OccasionDatesFormValues,
  type OccasionRow,
  occasionDatesFormSchema,
  occasionDatesPayload,
  type UpdateOccasionDatesRequest,
} from '@fittizia/contract';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/Button/Button.tsx';
import { DateInput } from '../../../components/DateInput/DateInput.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions, FormNotice } from '../../../forms/FormParts.tsx';
import { getFieldError, useZodForm } from '../../../forms/useZodForm.ts';
import * as styles from './OccasionDates.css.ts';

/** Most occasions one person keeps (designed). */
export const MAX_OCCASIONS = 10;

export interface OccasionDatesProps {
  customerGuid: string;
  /** Sends `POST /api/exponea/updateOccasionDates` and answers its `data` ('Success' means success). */
  submit: (body: UpdateOccasionDatesRequest) => Promise<CustomerUpdateResponse['data']>;
  /** Rows to start from (one empty row when absent). */
  defaultValues?: OccasionRow[];
}

type Outcome = { kind: 'saved' | 'failed'; count: number };

/**
 * The occasion dates form (spec 7.5): rows of an occasion's name and its date, with add and remove (at least
 * one row, at most 10). Each row needs a name and a real date; dates are sent unpadded. 'Success' shows a
 * confirmation, anything else a failure message; the rows stay as typed.
 */
export function OccasionDates({ customerGuid, submit, defaultValues }: OccasionDatesProps) {
  const form = useZodForm(occasionDatesFormSchema, {
    defaultValues: { occasions: defaultValues?.length ? defaultValues : [emptyOccasionRow()] },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'occasions' });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const error = (path: string) => getFieldError(form.formState.errors, path);
  const errorTargets = Object.fromEntries(
    fields.map((_, i) => [`occasions.${i}.date`, `occasions-${i}-date-day`]),
  );

  const send = async (values: OccasionDatesFormValues) => {
    setSending(true);
    let saved = false;
    try {
      saved = isCustomerUpdateSuccess(await submit(occasionDatesPayload(customerGuid, values)));
    } catch {
      saved = false;
    }
    setOutcome((previous) => ({ kind: saved ? 'saved' : 'failed', count: (previous?.count ?? 0) + 1 }));
    setSending(false);
  };

  return (
    <div className={styles.root}>
      {outcome?.kind === 'saved' ? (
        <FormNotice
          tone="success"
          title="Occasion dates saved"
          focusKey={outcome.count}
          data-testid="occasions-saved"
        >
          <p>{CUSTOMER_FORM_MESSAGES.occasionsSaved}</p>
        </FormNotice>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <FormNotice
          tone="danger"
          title="Occasion dates not saved"
          focusKey={outcome.count}
          data-testid="occasions-failed"
        >
          <p>{CUSTOMER_FORM_MESSAGES.occasionsFailed}</p>
        </FormNotice>
      ) : null}
      <Form
        form={form}
        onSubmit={send}
        errorTargets={errorTargets}
        aria-label="Your occasions"
        className={styles.root}
      >
        {fields.map((field, index) => (
          <fieldset key={field.id} className={styles.row} disabled={sending}>
            <legend className={styles.rowLegend}>Occasion {index + 1}</legend>
            <TextInput
              id={`occasions-${index}-name`}
              label="Occasion"
              hint="For example, wedding anniversary or Marco's birthday"
              error={error(`occasions.${index}.name`)}
              {...form.register(`occasions.${index}.name`)}
            />
            <Controller
              control={form.control}
              name={`occasions.${index}.date`}
              render={({ field: date }) => (
                <DateInput
                  id={`occasions-${index}-date`}
                  legend="Date"
                  hint="For example, 14 6 2025"
                  value={date.value}
                  onChange={date.onChange}
                  onBlur={date.onBlur}
                  disabled={sending}
                  error={error(`occasions.${index}.date`)}
                />
              )}
            />
            {fields.length > 1 ? (
              <div>
                <Button variant="link" onClick={() => remove(index)}>
                  Remove occasion {index + 1}
                </Button>
              </div>
            ) : null}
          </fieldset>
        ))}
        <FormActions>
          {fields.length < MAX_OCCASIONS ? (
            <Button variant="secondary" disabled={sending} onClick={() => append(emptyOccasionRow())}>
              Add another occasion
            </Button>
          ) : (
            <p>You can keep up to {MAX_OCCASIONS} occasions.</p>
          )}
          <Button type="submit" loading={sending} loadingLabel="Saving your occasions">
            Save occasions
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
