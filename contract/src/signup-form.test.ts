import { describe, expect, it } from 'vitest';
import { signupRequest } from './schemas/signup.ts';
import {
  birthdayDays,
  birthYears,
  emptySignupForm,
  SIGNUP_FORM_MESSAGES as M,
  type SignupFormValues,
  signupFormSchema,
  signupPayload,
} from './schemas/signup-form.ts';

const valid = (): SignupFormValues => ({
  ...emptySignupForm(),
  emailAddress: ' marco.rossi@example.com ',
  favouriteRestaurant: '1042',
  firstName: "Anne-Marie O'Neill",
  phoneNumber: '07700 900 654',
  birthday: { day: '29', month: '2', year: '' },
  acceptTerms: true,
});

const messages = (values: SignupFormValues) => {
  const result = signupFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('sign-up form rules (designed, spec 5.3 "not shown")', () => {
  it('accepts a full form and builds a payload the wire schema accepts', () => {
    expect(messages(valid())).toEqual([]);
    const payload = signupPayload(valid(), 'token-1');
    expect(payload).toEqual({
      emailAddress: 'marco.rossi@example.com',
      favouriteRestaurant: '1042',
      firstName: "Anne-Marie O'Neill",
      phoneNumber: '07700900654',
      birthday: { day: 29, month: 2 },
      acceptTerms: true,
      acceptSMSTerms: false,
      acceptDaciaTerms: false,
      recaptchaToken: 'token-1',
    });
    expect(signupRequest.safeParse(payload).success).toBe(true);
  });

  it('requires first name, e-mail, restaurant and the terms (in the form’s order); the rest is optional', () => {
    expect(messages(emptySignupForm())).toEqual([
      `firstName: ${M.firstNameRequired}`,
      `emailAddress: ${M.emailRequired}`,
      `favouriteRestaurant: ${M.favouriteRestaurantRequired}`,
      `acceptTerms: ${M.termsRequired}`,
    ]);
    const minimal = { ...valid(), phoneNumber: '  ', birthday: { day: '', month: '', year: '' } };
    expect(messages(minimal)).toEqual([]);
    expect(signupPayload(minimal)).not.toHaveProperty('phoneNumber');
    expect(signupPayload(minimal)).not.toHaveProperty('birthday');
    expect(signupPayload(minimal)).not.toHaveProperty('recaptchaToken');
  });

  it('checks the e-mail, the first name and the phone', () => {
    expect(messages({ ...valid(), emailAddress: 'marco@' })).toEqual([`emailAddress: ${M.emailFormat}`]);
    expect(messages({ ...valid(), firstName: 'M4rco' })).toEqual([`firstName: ${M.firstNameFormat}`]);
    expect(messages({ ...valid(), firstName: 'Zoë' })).toEqual([]);
    expect(messages({ ...valid(), firstName: 'a'.repeat(101) })).toEqual([`firstName: ${M.firstNameLength}`]);
    // A 300-character name is told its length, not its characters.
    expect(messages({ ...valid(), firstName: 'a'.repeat(300) })).toEqual([
      'firstName: First name must be 100 characters or fewer',
    ]);
    expect(messages({ ...valid(), firstName: 'Ada <b>Bold</b>' })).toEqual([
      `firstName: ${M.firstNameFormat}`,
    ]);
    for (const ok of [
      '07700900654',
      '+44 7700 900 654',
      '0113 496 0000',
      '020 7946 0018',
      '+1 212 555 0100',
    ]) {
      expect(messages({ ...valid(), phoneNumber: ok })).toEqual([]);
    }
    for (const bad of ['12345', '07700-900-654', '+44 (0)7700 900654', 'call me', '1 2 3 4']) {
      expect(messages({ ...valid(), phoneNumber: bad })).toEqual([`phoneNumber: ${M.phoneFormat}`]);
    }
  });

  it('computes the birthday days from month and year, 29 in February with no year (1904)', () => {
    expect(birthdayDays('2', '')).toBe(29);
    expect(birthdayDays('2', '2023')).toBe(28);
    expect(birthdayDays('2', '2024')).toBe(29);
    expect(birthdayDays('4', '')).toBe(30);
    expect(birthdayDays('', '')).toBe(31);
    const years = birthYears(new Date(2026, 0, 1));
    expect([years[0], years.at(-1), years.length]).toEqual([2026, 1904, 123]);
    const b = (day: string, month: string, year = '') => ({ ...valid(), birthday: { day, month, year } });
    expect(messages(b('29', '2', '2023'))).toEqual([`birthday.day: ${M.birthdayReal}`]);
    expect(messages(b('29', '2', '2024'))).toEqual([]);
    expect(messages(b('31', '4'))).toEqual([`birthday.day: ${M.birthdayReal}`]);
    expect(messages(b('', '4'))).toEqual([`birthday.day: ${M.birthdayDayMissing}`]);
    expect(messages(b('4', ''))).toEqual([`birthday.month: ${M.birthdayMonthMissing}`]);
    expect(messages(b('', '', '1990'))).toEqual([`birthday.day: ${M.birthdayDayAndMonthMissing}`]);
    expect(messages(b('1', '1', '1903'))).toEqual([`birthday.day: ${M.birthdayReal}`]);
    expect(signupPayload(b('14', '6', '1990')).birthday).toEqual({ day: 14, month: 6, year: 1990 });
  });
});
