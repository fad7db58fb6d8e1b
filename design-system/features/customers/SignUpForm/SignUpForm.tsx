import {
  BIRTHDAY_MONTHS,
  BOOKING_MESSAGES,
  birthdayDays,
  birthYears,
  CONSENT_WORDING,
  emptySignupForm,
  SIGNUP_FORM_MESSAGES,
  type SignupFormValues,
  type SignupInput,
  signupFormSchema,
  signupPayload,
} from '@fittizia/contract';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Fieldset } from '../../../components/Field/Field.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions, FormNotice, FormSection } from '../../../forms/FormParts.tsx';
import { PersonDetails, registerPersonFields } from '../../../forms/PersonDetails/PersonDetails.tsx';
import { getFieldError, useZodForm } from '../../../forms/useZodForm.ts';
import * as styles from './SignUpForm.css.ts';

/** A restaurant the person can pick as their favourite. */
export interface SignUpRestaurant {
  storeId: string;
  title: string;
}

export interface SignUpFormProps {
  restaurants: readonly SignUpRestaurant[];
  /**
   * Sends `POST /api/signup` and answers its `data`; rejects on an HTTP error (the site logs and rethrows, spec
   * 8.4). An answer of `{ success: false }` is a failure too.
   */
  submit: (payload: SignupInput) => Promise<unknown>;
  /** The invisible captcha's token (spec 5.2); undefined or a throw is a captcha failure. */
  getCaptchaToken?: () => Promise<string | undefined>;
  /** Called after a successful sign-up (the site goes to /signup-thanks). */
  onSuccess?: () => void;
  /** Values to start from (stories show a filled or failing form). */
  defaultValues?: Partial<SignupFormValues>;
}

type Failure = { kind: 'captcha' | 'general'; count: number };

const monthOptions = BIRTHDAY_MONTHS.map((name, index) => ({ value: String(index + 1), label: name }));

/** Thrown inside the send when the captcha gives no token. */
class CaptchaFailure extends Error {}

const isCaptchaRefusal = (error: unknown) =>
  Boolean(
    error && typeof error === 'object' && 'message' in error && error.message === BOOKING_MESSAGES.captcha,
  );

/**
 * The sign-up form (spec 2.7, 3): first name, e-mail and phone (the person-details group), favourite restaurant, birthday on day, month and
 * year selects (the days follow the month and year; 29 in February while the year is unknown), the terms, the
 * SMS terms and the partner's terms. The rules are the contract's `signupFormSchema`. A failed send shows an
 * error block above the form (the 8.2 captcha message for a captcha failure) and keeps every value.
 */
export function SignUpForm({
  restaurants,
  submit,
  getCaptchaToken,
  onSuccess,
  defaultValues,
}: SignUpFormProps) {
  const form = useZodForm(signupFormSchema, { defaultValues: { ...emptySignupForm(), ...defaultValues } });
  const { register, control, formState, getValues, setValue } = form;
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [done, setDone] = useState(false);
  const error = (path: string) => getFieldError(formState.errors, path);
  const [month, year] = useWatch({ control, name: ['birthday.month', 'birthday.year'] });
  const days = birthdayDays(month ?? '', year ?? '');
  const dayOptions = useMemo(
    () => Array.from({ length: days }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
    [days],
  );
  const yearOptions = useMemo(() => birthYears().map((y) => ({ value: String(y), label: String(y) })), []);
  const restaurantOptions = restaurants.map((r) => ({ value: r.storeId, label: r.title }));

  // A day the new month or year does not have is cleared (the day select no longer offers it).
  const keepDayInMonth = () => {
    const { day, month: m, year: y } = getValues('birthday');
    if (day && Number(day) > birthdayDays(m, y)) setValue('birthday.day', '', { shouldValidate: false });
  };

  const send = async (values: SignupFormValues) => {
    setSending(true);
    try {
      let token: string | undefined;
      if (getCaptchaToken) {
        token = await getCaptchaToken().catch(() => undefined);
        if (!token) throw new CaptchaFailure();
      }
      const answer = await submit(signupPayload(values, token));
      if (answer && typeof answer === 'object' && 'success' in answer && answer.success === false) {
        throw new Error('Sign-up refused');
      }
      setFailure(undefined);
      setDone(true);
      onSuccess?.();
    } catch (caught) {
      const kind = caught instanceof CaptchaFailure || isCaptchaRefusal(caught) ? 'captcha' : 'general';
      setFailure((previous) => ({ kind, count: (previous?.count ?? 0) + 1 }));
    } finally {
      setSending(false);
    }
  };

  const dayError = error('birthday.day');
  const monthError = error('birthday.month');
  const birthdayError = dayError ?? monthError;

  if (done) {
    return (
      <div className={styles.root}>
        <FormNotice tone="success" title="Thanks for signing up">
          <p>Check your inbox to confirm: we have sent you a link that confirms your sign-up.</p>
        </FormNotice>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {failure ? (
        <FormNotice
          tone="danger"
          title="We couldn't sign you up"
          focusKey={failure.count}
          data-testid="signup-failure"
        >
          <p>
            {failure.kind === 'captcha' ? SIGNUP_FORM_MESSAGES.captchaFailed : SIGNUP_FORM_MESSAGES.failed}
          </p>
        </FormNotice>
      ) : null}
      <Form form={form} onSubmit={send} aria-label="Sign up" className={styles.root}>
        <FormSection legend="Your details" disabled={sending}>
          <PersonDetails
            fields={registerPersonFields(form, {
              firstName: 'firstName',
              email: 'emailAddress',
              phone: 'phoneNumber',
            })}
            optional={['phone']}
          />
          <Select
            id="favouriteRestaurant"
            label="Favourite restaurant"
            placeholder="Choose a restaurant"
            options={restaurantOptions}
            error={error('favouriteRestaurant')}
            {...register('favouriteRestaurant')}
          />
          <Fieldset
            id="birthday"
            role="group"
            legend="Birthday (optional)"
            hint="So we can send you a birthday treat. The year is optional."
            error={birthdayError}
          >
            <div className={styles.dateSelects}>
              <Select
                id="birthday-day"
                label="Day"
                placeholder="Day"
                width="5"
                options={dayOptions}
                autoComplete="bday-day"
                aria-invalid={dayError ? true : undefined}
                {...register('birthday.day')}
              />
              <Select
                id="birthday-month"
                label="Month"
                placeholder="Month"
                width="10"
                options={monthOptions}
                autoComplete="bday-month"
                aria-invalid={monthError ? true : undefined}
                {...register('birthday.month', { onChange: keepDayInMonth })}
              />
              <Select
                id="birthday-year"
                label="Year"
                placeholder="Year"
                width="5"
                options={yearOptions}
                autoComplete="bday-year"
                {...register('birthday.year', { onChange: keepDayInMonth })}
              />
            </div>
          </Fieldset>
        </FormSection>
        <FormSection legend="Terms" disabled={sending}>
          <Checkbox
            id="acceptTerms"
            label={CONSENT_WORDING.terms}
            hint={CONSENT_WORDING.marketingEmail}
            error={error('acceptTerms')}
            {...register('acceptTerms')}
          />
          <Checkbox id="acceptSMSTerms" label={CONSENT_WORDING.sms} {...register('acceptSMSTerms')} />
          <Checkbox
            id="acceptDaciaTerms"
            label={CONSENT_WORDING.partnerTerms}
            {...register('acceptDaciaTerms')}
          />
        </FormSection>
        <FormActions>
          <Button type="submit" loading={sending} loadingLabel="Signing you up">
            Sign up
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
