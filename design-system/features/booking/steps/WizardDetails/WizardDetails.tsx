import { ENQUIRY_REPLY_HOURS } from '@fittizia/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { Checkbox } from '../../../../components/Checkbox/Checkbox.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { PersonDetails } from '../../../../forms/PersonDetails/PersonDetails.tsx';
import type { CustomerField } from '../../journey/index.ts';
import { type BookingBotTrap, BotTrap } from '../BotTrap/BotTrap.tsx';
import { ExtrasList } from '../ExtrasStep/ExtrasList.tsx';
import { WizardSummary } from '../WizardViews/WizardSummary.tsx';
import * as styles from '../wizard.css.ts';
import type { WizardModel } from '../wizardModel.ts';

const ALL_TOUCHED = { firstName: true, lastName: true, email: true, phoneNumber: true, specialRequest: true };

/** The wizard's step three (spec 4.4): the summary, the extras offered, the diner's details and the main button. */
export function WizardDetails({
  model,
  headingId,
  restaurantTitle,
  mainLabel,
  botTrap,
}: {
  model: WizardModel;
  headingId: string;
  restaurantTitle: string | undefined;
  mainLabel: string;
  /** The keyless bot check (told when the step is shown; its honeypot's value). */
  botTrap?: BookingBotTrap | undefined;
}) {
  const { state, dispatch, customerInput, setCustomerInput, customerErrors } = model;
  const [touched, setTouched] = useState<Partial<Record<CustomerField, boolean>>>({});
  const isEvent = state.bookingType === 'event';
  const pending = state.isEnquiry || isEvent;
  const text = (field: CustomerField) => ({
    value: customerInput[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setCustomerInput((c) => ({ ...c, [field]: value }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: touched[field] ? customerErrors[field] : undefined,
  });
  const check = (field: 'shouldReceivePromotions' | 'shouldReceiveSms') => ({
    checked: customerInput[field],
    onChange: (event: { currentTarget: { checked: boolean } }) => {
      const checked = event.currentTarget.checked;
      setCustomerInput((c) => ({ ...c, [field]: checked }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    model.submitDetails();
  };
  // Until the requirements (card guarantee, enquiry) and the extras are known, the form is not shown: the
  // extras would push the fields down while the diner types, and Book now could skip a card guarantee.
  if (state.stepThreePreparing) return <Spinner size="small" label="Checking your table" />;
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <WizardSummary state={state} restaurantTitle={restaurantTitle} />
      {state.upsells.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend>Extras (optional)</legend>
          <ExtrasList
            upsells={state.upsells}
            extras={state.extras}
            onChange={(id, quantity) => dispatch({ type: 'extra/set', id, quantity })}
          />
        </fieldset>
      ) : null}
      <div className={styles.fields}>
        <PersonDetails
          className={styles.wide}
          fields={{
            firstName: { name: 'firstName', ...text('firstName') },
            lastName: { name: 'lastName', ...text('lastName') },
            email: { name: 'email', ...text('email') },
            phone: { name: 'phoneNumber', ...text('phoneNumber') },
          }}
          optional={['phone']}
          mobile
        />
        <Textarea
          className={styles.wide}
          label="Special requests (optional)"
          name="specialRequest"
          rows={3}
          {...text('specialRequest')}
        />
      </div>
      <BotTrap trap={botTrap} />
      <Checkbox label="Send me news and offers by email" {...check('shouldReceivePromotions')} />
      <Checkbox label="Send me news and offers by text message" {...check('shouldReceiveSms')} />
      {pending ? (
        <p className={styles.muted}>
          {isEvent ? 'A request' : 'An enquiry'} is not a confirmed booking: we will reply within{' '}
          {ENQUIRY_REPLY_HOURS} hours.
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'step/set', step: 2 })}
          disabled={state.stepThreeLoading}
        >
          Back
        </Button>
        <Button
          type="submit"
          disabled={Object.keys(customerErrors).length > 0}
          loading={state.stepThreeLoading}
          loadingLabel="placing your booking"
        >
          {mainLabel}
        </Button>
      </div>
    </form>
  );
}
