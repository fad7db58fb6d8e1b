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
  const { state, dispatch, setCustomer, customerErrors } = model;
  const [touched, setTouched] = useState<Partial<Record<CustomerField, boolean>>>({});
  const upsells = state.upsells ?? [];
  const pending = model.enquiry || model.event;
  const text = (field: CustomerField) => ({
    value: state.customer[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      setCustomer({ [field]: event.currentTarget.value }),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: touched[field] ? customerErrors[field] : undefined,
  });
  const check = (field: 'shouldReceivePromotions' | 'shouldReceiveSms') => ({
    checked: state.customer[field],
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      setCustomer({ [field]: event.currentTarget.checked }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    model.submitDetails();
  };
  // Until the requirements (card guarantee, enquiry) and the extras are known, the form is not shown: the
  // extras would push the fields down while the diner types, and Book now could skip a card guarantee.
  const preparing = state.step === 'extras' && !state.upsells && !state.availabilityError;
  if (preparing) return <Spinner size="small" label="Checking your table" />;
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <WizardSummary state={state} restaurantTitle={restaurantTitle} />
      {upsells.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend>Extras (optional)</legend>
          <ExtrasList
            upsells={upsells}
            extras={state.extras}
            onChange={(id, quantity) => dispatch({ type: 'setExtra', id, quantity })}
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
          {model.event ? 'A request' : 'An enquiry'} is not a confirmed booking: we will reply within{' '}
          {ENQUIRY_REPLY_HOURS} hours.
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'showStep', step: 'times' })}
          disabled={model.submitting}
        >
          Back
        </Button>
        <Button
          type="submit"
          disabled={Object.keys(customerErrors).length > 0}
          loading={model.submitting}
          loadingLabel="placing your booking"
        >
          {mainLabel}
        </Button>
      </div>
    </form>
  );
}
