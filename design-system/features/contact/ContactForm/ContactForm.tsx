import {
  CONTACT_FILE_ACCEPT_LIST,
  CONTACT_FILE_TYPE_NAMES,
  CONTACT_MAX_FILE_BYTES,
  CONTACT_MAX_FILES,
  CONTACT_MESSAGE_MAX,
  contactReasonNeedsRestaurant,
  GROUP_BOOKING_MAX_GUESTS,
  GROUP_BOOKING_MIN_GUESTS,
} from '@fittizia/contract';
import { lightFormat } from 'date-fns/lightFormat';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/Button/Button.tsx';
import { DatePicker } from '../../../components/DatePicker/DatePicker.tsx';
import { FileUpload } from '../../../components/FileUpload/FileUpload.tsx';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { TimeSelect } from '../../../components/TimeSelect/TimeSelect.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions, FormSection } from '../../../forms/FormParts.tsx';
import { PersonDetails, registerPersonFields } from '../../../forms/PersonDetails/PersonDetails.tsx';
import { uploadRefusals } from '../../../forms/uploadRefusals.ts';
import { getFieldError } from '../../../forms/useZodForm.ts';
import { ContactConfirmation } from './ContactConfirmation.tsx';
import * as styles from './ContactForm.css.ts';
import { ContactOutcome } from './ContactOutcome.tsx';
import { useContactForm } from './contactModel.ts';
import type { ContactFormProps } from './types.ts';

export type { ContactFormProps, ContactSend, ContactSendAnswer } from './types.ts';

/** 'yyyy-MM-dd' as a local date for the date picker; anything else (typed text, '') as none. */
const dateOf = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
};

/**
 * The contact form (spec 2.7, 3, 4.7) and its group-booking variant: names, e-mail, phone, the enquiry type,
 * reason and sub-reason (the group variant asks for the number of guests, from more than the brand books
 * online, and a preferred date and time instead), the restaurant, the message and a file-upload area (add,
 * remove by index; a refused file is an error of the field, named, in the error summary). A send answered with
 * statusCode 200 resets the fields 4.7 lists and is replaced by its confirmation (what was sent, the reference,
 * 'Send another'); anything else, or a failure, shows the error block and keeps everything typed.
 */
export function ContactForm(props: ContactFormProps) {
  const { types = [], content } = props;
  const { form, group, sending, outcome, sent, formKey, reason, send, sendAnother } = useContactForm(props);
  const { register, control, formState, setValue } = form;
  const error = (path: string) => getFieldError(formState.errors, path);
  const typeOptions = types.map((t) => ({ value: t.id, label: t.name }));
  const reasonOptions = content.contactReasons.map((r) => ({ value: r.id, label: r.name }));
  const restaurantOptions = content.restaurants.map((r) => ({ value: r.storeId, label: r.title }));
  const title = group ? 'Group booking enquiry' : 'Contact us';

  if (sent) {
    return (
      <div className={styles.root}>
        <ContactConfirmation
          sent={sent}
          group={group}
          types={types}
          content={content}
          onSendAnother={sendAnother}
        />
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <ContactOutcome outcome={outcome} />
      <Form key={formKey} form={form} onSubmit={send} aria-label={title} className={styles.root}>
        {props.hiddenFields}
        <FormSection legend="Your details" disabled={sending}>
          <PersonDetails
            fields={registerPersonFields(form, {
              firstName: 'firstName',
              lastName: 'lastName',
              email: 'email',
              phone: 'phone',
            })}
            optional={['phone']}
          />
        </FormSection>
        <FormSection legend={group ? 'Your group' : 'Your enquiry'} disabled={sending}>
          {group ? null : (
            <>
              <Select
                id="enquiryType"
                label="Type of enquiry"
                placeholder="Choose a type"
                options={typeOptions}
                error={error('enquiryType')}
                {...register('enquiryType')}
              />
              <Select
                id="contactReasonId"
                label="Why are you contacting us?"
                placeholder="Choose a reason"
                options={reasonOptions}
                error={error('contactReasonId')}
                {...register('contactReasonId', { onChange: () => setValue('contactSubReasonId', '') })}
              />
              {reason && reason.subReasons.length > 0 ? (
                <Select
                  id="contactSubReasonId"
                  label="What is it about?"
                  placeholder="Choose one"
                  options={reason.subReasons.map((s) => ({ value: s.id, label: s.name }))}
                  error={error('contactSubReasonId')}
                  {...register('contactSubReasonId')}
                />
              ) : null}
            </>
          )}
          <Select
            id="enquiryRestaurant"
            // Optional once the chosen reason is not about a restaurant (gift cards, careers...).
            label={
              !group && reason && !contactReasonNeedsRestaurant(reason)
                ? 'Restaurant (optional)'
                : 'Restaurant'
            }
            placeholder="Choose a restaurant"
            options={restaurantOptions}
            error={error('enquiryRestaurant')}
            {...register('enquiryRestaurant')}
          />
          {group ? (
            <Controller
              control={control}
              name="guests"
              render={({ field }) => (
                <NumberStepper
                  id="guests"
                  label="Number of guests"
                  hint={`From ${GROUP_BOOKING_MIN_GUESTS} to ${GROUP_BOOKING_MAX_GUESTS}`}
                  itemName="guest"
                  min={0}
                  max={GROUP_BOOKING_MAX_GUESTS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={error('guests')}
                  disabled={sending}
                />
              )}
            />
          ) : null}
          {group ? (
            <div className={styles.pair}>
              <Controller
                control={control}
                name="preferredDate"
                render={({ field }) => (
                  <DatePicker
                    id="preferredDate"
                    label="Preferred date (optional)"
                    hint="For example, 27/03/2027"
                    value={dateOf(field.value)}
                    onChange={(date) => {
                      // A typed date that is not a real one from today on is kept as typed, so it is refused.
                      const typed = document.getElementById('preferredDate') as HTMLInputElement | null;
                      field.onChange(date ? lightFormat(date, 'yyyy-MM-dd') : (typed?.value.trim() ?? ''));
                    }}
                    onBlur={field.onBlur}
                    error={error('preferredDate')}
                    disabled={sending}
                  />
                )}
              />
              <TimeSelect
                id="preferredTime"
                label="Preferred time (optional)"
                placeholder="Any time"
                error={error('preferredTime')}
                {...register('preferredTime')}
              />
            </div>
          ) : null}
          <Textarea
            id="message"
            label="Your message"
            rows={6}
            maxCharacters={CONTACT_MESSAGE_MAX}
            error={error('message')}
            {...register('message')}
          />
        </FormSection>
        <Controller
          control={control}
          name="uploadedFiles"
          render={({ field }) => (
            <FileUpload
              id="uploadedFiles"
              name="uploadedFiles"
              label="Attachments (optional)"
              hint={`Up to ${CONTACT_MAX_FILES} ${CONTACT_FILE_TYPE_NAMES} files, each smaller than 5MB and 10MB in total`}
              multiple
              maxFiles={CONTACT_MAX_FILES}
              accept={CONTACT_FILE_ACCEPT_LIST}
              acceptLabel={`a ${CONTACT_FILE_TYPE_NAMES} file`}
              maxSize={CONTACT_MAX_FILE_BYTES}
              value={field.value as File[]}
              onChange={(files) => {
                field.onChange(files);
                form.clearErrors('uploadedFiles');
              }}
              {...uploadRefusals(form, 'uploadedFiles', 'refusedFiles')}
              onBlur={field.onBlur}
              disabled={sending}
              error={error('uploadedFiles')}
            />
          )}
        />
        <FormActions>
          <Button type="submit" loading={sending} loadingLabel="Sending your message">
            {group ? 'Send enquiry' : 'Send message'}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
