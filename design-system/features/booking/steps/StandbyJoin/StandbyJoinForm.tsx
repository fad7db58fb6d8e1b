import {
  BrandApiError,
  bookingErrorMessage,
  SOCKET_TIMEOUT_MESSAGE,
  STANDBY_HOLD_MINUTES,
  type StandbyAsk,
  type StandbyEntry,
  type StandbyJoinFormValues,
  type StandbyJoinRequest,
  standbyJoinFormSchema,
  standbyJoinPayload,
  standbyWindow,
} from '@fittizia/contract';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { Checkbox } from '../../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Form } from '../../../../forms/Form.tsx';
import { FormActions, FormNotice } from '../../../../forms/FormParts.tsx';
import { PersonDetails, registerPersonFields } from '../../../../forms/PersonDetails/PersonDetails.tsx';
import { getFieldError, useZodForm } from '../../../../forms/useZodForm.ts';
import { longDate } from '../format.ts';
import * as styles from '../modal.css.ts';

/** A refusal in words: a booking code reads as the contract's table; a refused field asks to check the form. */
export function standbyJoinFailure(error: unknown): string {
  if (error instanceof BrandApiError && typeof error.code === 'number')
    return bookingErrorMessage(error.code);
  if (error instanceof BrandApiError && error.status === 400)
    return 'We could not accept your details. Please check them and try again.';
  return SOCKET_TIMEOUT_MESSAGE;
}

/** The join form: the window of times, the person-details group, consent; then the place in line. */
export function StandbyJoinForm({
  ask,
  join,
  focusFirst = false,
}: {
  ask: StandbyAsk;
  join(body: StandbyJoinRequest): Promise<StandbyEntry>;
  /** Opened by a button that is now gone: focus goes to the first field, not to the page. */
  focusFirst?: boolean;
}) {
  const window = standbyWindow(ask.time, ask.times);
  const form = useZodForm(standbyJoinFormSchema, {
    mode: 'onSubmit',
    defaultValues: {
      windowFrom: window.from,
      windowTo: window.to,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      consent: false,
    },
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [joined, setJoined] = useState<StandbyEntry>();
  const options = window.choices.map((t) => ({ value: t, label: t }));

  useEffect(() => {
    if (focusFirst) form.setFocus('windowFrom');
  }, [form, focusFirst]);

  if (joined) {
    return (
      <FormNotice tone="success" title="You are on the standby list">
        <p className={styles.intro}>
          {`You are number ${joined.position ?? 1} in line for ${longDate(joined.date)}, between ${joined.windowFrom} and ${joined.windowTo}. If a table comes free we will e-mail ${joined.emailAddress} and hold it for you for ${STANDBY_HOLD_MINUTES} minutes.`}
        </p>
        <p className={styles.intro}>
          <a href={joined.standbyLink}>See your place or leave the list</a>
        </p>
      </FormNotice>
    );
  }

  const send = async (values: StandbyJoinFormValues) => {
    setSending(true);
    setFailure(undefined);
    try {
      setJoined(await join(standbyJoinPayload(ask, values)));
    } catch (error) {
      setFailure(standbyJoinFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} onSubmit={send} aria-label="Join the standby list" className={styles.stack}>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <Select
        id="windowFrom"
        label="Earliest time you could come"
        options={options}
        disabled={sending}
        error={getFieldError(form.formState.errors, 'windowFrom')}
        {...form.register('windowFrom')}
      />
      <Select
        id="windowTo"
        label="Latest time you could come"
        options={options}
        disabled={sending}
        error={getFieldError(form.formState.errors, 'windowTo')}
        {...form.register('windowTo')}
      />
      <PersonDetails
        fields={registerPersonFields(form, {
          firstName: 'firstName',
          lastName: 'lastName',
          email: 'email',
          phone: 'phone',
        })}
        optional={['phone']}
        mobile
        compact
      />
      <Checkbox
        id="consent"
        label={`E-mail me if a table comes free, and keep my details until ${longDate(ask.date)} for this`}
        disabled={sending}
        error={getFieldError(form.formState.errors, 'consent')}
        {...form.register('consent')}
      />
      <FormActions>
        <Button type="submit" loading={sending} loadingLabel="Joining the standby list">
          Join the standby list
        </Button>
      </FormActions>
    </Form>
  );
}
