import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { DateInput } from '../../../components/DateInput/DateInput.tsx';
import { emptyDateParts, validateDateParts } from '../../../components/DateInput/daysInMonth.ts';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { Form } from '../../../forms/Form.tsx';
import { getFieldError, useZodForm } from '../../../forms/useZodForm.ts';

/*
 * The demo behind the 'Features/Contact/ContactLikeForm' story. The spec does not show the contact form's
 * exact rules (5.3), so these follow the job application's name and phone rules (5.1) and GOV.UK wording.
 */

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}`)
    .regex(
      /^[\p{L} '’-]+$/u,
      `${label.charAt(0).toUpperCase()}${label.slice(1)} must only include letters, spaces and apostrophes`,
    );

const MESSAGE_LIMIT = 500;

export const contactSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .pipe(z.email('Enter an email address in the correct format, like name@example.com')),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\+?\d[\d. ]{6,16}$/.test(value), {
      message: 'Enter a telephone number, like 01632 960 001 or +44 7700 900 982',
    }),
  enquiryType: z.string().min(1, 'Select what your enquiry is about'),
  restaurant: z.string().min(1, 'Select a restaurant'),
  visitDate: z
    .object({ day: z.string(), month: z.string(), year: z.string() })
    .superRefine((parts, context) => {
      const problem = validateDateParts(parts, 'the date of your visit', { required: false });
      if (problem) context.addIssue({ code: 'custom', message: problem.message });
    }),
  guests: z.number().int().min(1).max(100),
  message: z
    .string()
    .trim()
    .min(1, 'Enter your message')
    .max(MESSAGE_LIMIT, `Your message must be ${MESSAGE_LIMIT} characters or fewer`),
  privacy: z
    .boolean()
    .refine((agreed) => agreed, { message: 'Agree to the privacy policy to send your enquiry' }),
});

export type ContactValues = z.output<typeof contactSchema>;

const restaurants = [
  { value: 'bath', label: 'Bath' },
  { value: 'brighton', label: 'Brighton' },
  { value: 'leeds', label: 'Leeds' },
];

const enquiryTypes = [
  { value: 'booking', label: 'A booking' },
  { value: 'feedback', label: 'Feedback about a visit' },
  { value: 'other', label: 'Something else' },
];

export function ContactLikeForm({ onSend }: { onSend?: (values: ContactValues) => void }) {
  const [sent, setSent] = useState<ContactValues>();
  const form = useZodForm(contactSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      enquiryType: '',
      restaurant: '',
      visitDate: emptyDateParts,
      guests: 2,
      message: '',
      privacy: false,
    },
  });
  const { register, control, formState } = form;
  const error = (field: string) => getFieldError(formState.errors, field);

  return (
    <div style={{ maxWidth: '40rem' }}>
      {sent ? (
        <div role="status" style={{ marginBottom: '2rem' }}>
          <h2>Thank you, {sent.firstName}</h2>
          <p>We have your enquiry and will reply to {sent.email} within 48 hours.</p>
        </div>
      ) : null}
      <Form
        form={form}
        errorTargets={{ visitDate: 'visitDate-day' }}
        aria-label="Contact us"
        onSubmit={(values) => {
          setSent(values);
          onSend?.(values);
        }}
      >
        <TextInput
          id="firstName"
          label="First name"
          autoComplete="given-name"
          error={error('firstName')}
          {...register('firstName')}
        />
        <TextInput
          id="lastName"
          label="Last name"
          autoComplete="family-name"
          error={error('lastName')}
          {...register('lastName')}
        />
        <TextInput
          id="email"
          type="email"
          label="Email address"
          autoComplete="email"
          spellCheck={false}
          error={error('email')}
          {...register('email')}
        />
        <TextInput
          id="phone"
          type="tel"
          label="Telephone number (optional)"
          autoComplete="tel"
          width="20"
          error={error('phone')}
          {...register('phone')}
        />
        <Controller
          control={control}
          name="enquiryType"
          render={({ field }) => (
            <RadioGroup
              id="enquiryType"
              name={field.name}
              legend="What is your enquiry about?"
              options={enquiryTypes}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error('enquiryType')}
            />
          )}
        />
        <Select
          id="restaurant"
          label="Restaurant"
          placeholder="Choose a restaurant"
          options={restaurants}
          error={error('restaurant')}
          {...register('restaurant')}
        />
        <Controller
          control={control}
          name="visitDate"
          render={({ field }) => (
            <DateInput
              id="visitDate"
              name={field.name}
              legend="When did you visit? (optional)"
              hint="For example, 27 3 2025"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error('visitDate')}
            />
          )}
        />
        <Controller
          control={control}
          name="guests"
          render={({ field }) => (
            <NumberStepper
              id="guests"
              name={field.name}
              label="Guests"
              itemName="guest"
              min={1}
              max={100}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error('guests')}
            />
          )}
        />
        <Textarea
          id="message"
          label="Your message"
          maxCharacters={MESSAGE_LIMIT}
          error={error('message')}
          {...register('message')}
        />
        <Checkbox
          id="privacy"
          label="I agree to the privacy policy"
          error={error('privacy')}
          {...register('privacy')}
        />
        <Button type="submit">Send enquiry</Button>
      </Form>
    </div>
  );
}
