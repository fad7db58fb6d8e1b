import {
  CUSTOMER_FORM_MESSAGES,
  CUSTOMER_MAX_OCCASIONS,
  type CustomerUpdateResponse,
  emptyOccasionRow,
  type OccasionDatesFormValues,
  type OccasionRow,
  occasionDatesFormSchema,
  occasionDatesPayload,
  type UpdateOccasionDatesRequest,
} from '@fittizia/contract';
import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/Button/Button.tsx';
import { DateInput } from '../../../components/DateInput/DateInput.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions } from '../../../forms/FormParts.tsx';
import { getFieldError, useZodForm } from '../../../forms/useZodForm.ts';
import { SaveNotice, useCustomerSave } from '../customerSave.tsx';
import * as styles from './OccasionDates.css.ts';

/** Most occasions one person keeps (the contract's `CUSTOMER_MAX_OCCASIONS`). */
export const MAX_OCCASIONS = CUSTOMER_MAX_OCCASIONS;

export interface OccasionDatesProps {
  customerGuid: string;
  /** Sends `POST /api/exponea/updateOccasionDates` and answers its `data` ('Success' means success). */
  submit: (body: UpdateOccasionDatesRequest) => Promise<CustomerUpdateResponse['data']>;
  /** Rows to start from (the stored ones; one empty row when absent). */
  defaultValues?: OccasionRow[];
}

/**
 * The occasion dates form (spec 7.5): rows of an occasion's name and its date, with add and remove (up to
 * `CUSTOMER_MAX_OCCASIONS`; the rows sent replace the stored set, so removing every row and saving clears them).
 * Each row needs a name and a real date; dates are sent unpadded. 'Success' shows a confirmation, anything else
 * a failure message; the rows stay as typed.
 */
export function OccasionDates({ customerGuid, submit, defaultValues }: OccasionDatesProps) {
  const form = useZodForm(occasionDatesFormSchema, {
    defaultValues: { occasions: defaultValues?.length ? defaultValues : [emptyOccasionRow()] },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'occasions' });
  const { sending, outcome, save } = useCustomerSave(submit);
  const error = (path: string) => getFieldError(form.formState.errors, path);
  const errorTargets = Object.fromEntries(
    fields.map((_, i) => [`occasions.${i}.date`, `occasions-${i}-date-day`]),
  );

  const send = async (values: OccasionDatesFormValues) => save(occasionDatesPayload(customerGuid, values));

  return (
    <div className={styles.root}>
      <SaveNotice
        outcome={outcome}
        saved={{
          title: 'Occasion dates saved',
          message: CUSTOMER_FORM_MESSAGES.occasionsSaved,
          testId: 'occasions-saved',
        }}
        failed={{
          title: 'Occasion dates not saved',
          message: CUSTOMER_FORM_MESSAGES.occasionsFailed,
          testId: 'occasions-failed',
        }}
      />
      <Form
        form={form}
        onSubmit={send}
        errorTargets={errorTargets}
        aria-label="Your occasions"
        className={styles.root}
      >
        {fields.length === 0 ? <p>No occasions. Add one, or save to keep none.</p> : null}
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
            <div>
              <Button variant="link" onClick={() => remove(index)}>
                Remove occasion {index + 1}
              </Button>
            </div>
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
