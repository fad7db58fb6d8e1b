import {
  CUSTOMER_FORM_MESSAGES,
  type CustomerPreferences,
  type CustomerUpdateResponse,
  type PreferencesFormValues,
  preferencesFormSchema,
  preferencesFormValues,
  preferencesPayload,
  type UpdateCustomerPreferencesRequest,
} from '@fittizia/contract';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions, FormNotice, FormSection } from '../../../forms/FormParts.tsx';
import { PersonDetails, registerPersonFields } from '../../../forms/PersonDetails/PersonDetails.tsx';
import { getFieldError, useZodForm } from '../../../forms/useZodForm.ts';
import { SaveNotice, useCustomerSave } from '../customerSave.tsx';
import type { SignUpRestaurant } from '../SignUpForm/SignUpForm.tsx';
import * as styles from './Preferences.css.ts';

/** What loading the preferences gave: the customer, not found (an error, 7.5), or still loading. */
export type PreferencesLoad =
  | { kind: 'found'; customerGuid: string; customer: CustomerPreferences }
  | { kind: 'not-found' }
  | { kind: 'loading' };

export interface PreferencesProps {
  load: PreferencesLoad;
  restaurants: readonly SignUpRestaurant[];
  /** Sends `POST /api/exponea/updateCustomerPreferences` and answers its `data` ('Success' means success). */
  submit: (body: UpdateCustomerPreferencesRequest) => Promise<CustomerUpdateResponse['data']>;
}

function PreferencesForm({
  customerGuid,
  customer,
  restaurants,
  submit,
}: { customerGuid: string; customer: CustomerPreferences } & Pick<
  PreferencesProps,
  'restaurants' | 'submit'
>) {
  const form = useZodForm(preferencesFormSchema, { defaultValues: preferencesFormValues(customer) });
  const { sending, outcome, save } = useCustomerSave(submit);
  const error = (path: string) => getFieldError(form.formState.errors, path);

  const send = async (values: PreferencesFormValues) =>
    save(preferencesPayload(customerGuid, customer, values));

  return (
    <div className={styles.root}>
      <SaveNotice
        outcome={outcome}
        saved={{
          title: 'Preferences saved',
          message: CUSTOMER_FORM_MESSAGES.preferencesSaved,
          testId: 'preferences-saved',
        }}
        failed={{
          title: 'Preferences not saved',
          message: CUSTOMER_FORM_MESSAGES.preferencesFailed,
          testId: 'preferences-failed',
        }}
      />
      <Form form={form} onSubmit={send} aria-label="Your preferences" className={styles.root}>
        {customer.interests.length > 0 ? (
          <Controller
            control={form.control}
            name="interests"
            render={({ field }) => (
              <CheckboxGroup
                id="interests"
                name="interests"
                legend="What would you like to hear about?"
                hint="Select all that apply"
                className={styles.interests}
                options={customer.interests.map((i) => ({ value: i.name, label: i.name }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={sending}
              />
            )}
          />
        ) : null}
        <FormSection legend="Your details" disabled={sending}>
          <PersonDetails
            fields={registerPersonFields(form, { firstName: 'firstName', phone: 'phoneNumber' })}
            optional={['phone']}
          />
          <Select
            id="favRestaurantCode"
            label="Favourite restaurant"
            placeholder="Choose a restaurant"
            options={restaurants.map((r) => ({ value: r.storeId, label: r.title }))}
            error={error('favRestaurantCode')}
            {...form.register('favRestaurantCode')}
          />
          <Checkbox
            id="websiteSmsOptIn"
            label="Send me offers by text message (SMS)"
            {...form.register('websiteSmsOptIn')}
          />
        </FormSection>
        <FormActions>
          <Button type="submit" loading={sending} loadingLabel="Saving your preferences">
            Save preferences
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

/**
 * The preferences page (spec 2.7, 3, 4.7, 7.5): a grid of interests, first name, phone, favourite restaurant
 * and the SMS opt-in, loaded for the customer's guid. Saving shows a success message when the answer's message
 * is 'Success' and a failure message otherwise, keeping the changes; an unknown guid shows the not-found message.
 */
export function Preferences({ load, restaurants, submit }: PreferencesProps) {
  if (load.kind === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading your preferences" />
      </div>
    );
  }
  if (load.kind === 'not-found') {
    return (
      <div className={styles.root}>
        <FormNotice
          tone="danger"
          title="Preferences not found"
          focusOnMount={false}
          data-testid="preferences-not-found"
        >
          <p>{CUSTOMER_FORM_MESSAGES.preferencesNotFound}</p>
        </FormNotice>
      </div>
    );
  }
  return (
    <PreferencesForm
      key={load.customerGuid}
      customerGuid={load.customerGuid}
      customer={load.customer}
      restaurants={restaurants}
      submit={submit}
    />
  );
}
