import { describe, expect, it } from 'vitest';
import {
  applicationFormSchema,
  BOOKING_CUSTOMER_MESSAGES,
  bookingCustomerError,
  bookingRequest,
  contactFormSchema,
  contactSendEmailRequest,
  emailProblem,
  examples,
  jobApplicationRequest,
  PERSON_MESSAGES as M,
  personNameProblem,
  phoneProblem,
  signupFormSchema,
  signupRequest,
} from './index.ts';

/** The message a form schema gives one field, or undefined. */
const formMessage = (
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  values: unknown,
  field: string,
) => schema.safeParse(values).error?.issues.find((i) => i.path[0] === field)?.message;

describe("a person's details: one rule and one message set in every form", () => {
  it('names: required, then the length, then the characters', () => {
    expect(personNameProblem('lastName', '  ')).toBe('Enter your last name');
    expect(personNameProblem('lastName', 'a'.repeat(300))).toBe('Last name must be 100 characters or fewer');
    expect(personNameProblem('lastName', '🍕🍕')).toBe(
      'Last name must only include letters, spaces, apostrophes and hyphens',
    );
    expect(personNameProblem('lastName', 'Ada <b>Bold</b>')).toBe(M.lastName.format);
    for (const ok of ["O'Brien", 'Smith-Jones', 'Zoë', 'Ní Bhriain', 'a'.repeat(100)])
      expect(personNameProblem('lastName', ok)).toBeUndefined();
    // Spec 5.1 (job application): no hyphens.
    expect(personNameProblem('lastName', 'Smith-Jones', { hyphens: false })).toBe(
      'Last name must only include letters, spaces and apostrophes',
    );
  });

  it('e-mail and phone', () => {
    expect(emailProblem('')).toBe(M.email.required);
    expect(emailProblem('ada@')).toBe(M.email.format);
    expect(emailProblem(`${'a'.repeat(250)}@x.uk`)).toBe(M.email.length);
    expect(phoneProblem('', { required: false })).toBeUndefined();
    expect(phoneProblem('', { required: true })).toBe(M.phone.required);
    expect(phoneProblem('+44 7700.900 982', { required: true })).toBeUndefined();
    expect(phoneProblem('0770-0900', { required: true })).toBe(M.phone.format);
  });

  it('every form says the same of "🍕🍕", "Ada <b>Bold</b>" and a 300-character name', () => {
    const job = { cvRequired: 'False' as const, workExperienceRequired: 'False' as const, questions: [] };
    for (const [bad, want] of [
      ['🍕🍕', 'format'],
      ['Ada <b>Bold</b>', 'format'],
      ['a'.repeat(300), 'length'],
    ] as const) {
      expect(bookingCustomerError('lastName', bad, { phoneRequired: true })).toBe(M.lastName[want]);
      expect(formMessage(contactFormSchema('contact'), { lastName: bad }, 'lastName')).toBe(M.lastName[want]);
      expect(formMessage(signupFormSchema, { firstName: bad }, 'firstName')).toBe(M.firstName[want]);
      expect(formMessage(applicationFormSchema(job), { secondName: bad }, 'secondName')).toBe(
        want === 'format' ? M.lastName.formatNoHyphens : M.lastName.length,
      );
    }
    expect(BOOKING_CUSTOMER_MESSAGES.lastNameFormat).toBe(M.lastName.format);
  });

  it('the brand API refuses what the forms refuse', () => {
    const refuses = (schema: { safeParse(v: unknown): { success: boolean } }, body: object, field: string) =>
      !schema.safeParse({ ...body, [field]: '🍕🍕' }).success;
    expect(refuses(bookingRequest, examples.bookingCreate.body, 'lastName')).toBe(true);
    expect(refuses(contactSendEmailRequest, examples.contactSendEmail.body, 'lastName')).toBe(true);
    expect(refuses(signupRequest, examples.signup.body, 'firstName')).toBe(true);
    expect(refuses(jobApplicationRequest, examples.jobApplication.body, 'secondName')).toBe(true);
    expect(
      bookingRequest.safeParse({ ...examples.bookingCreate.body, lastName: 'Smith-Jones' }).success,
    ).toBe(true);
  });
});
