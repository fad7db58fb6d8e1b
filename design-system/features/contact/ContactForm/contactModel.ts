import {
  BOOKING_MESSAGES,
  CONTACT_FILE_TYPE_NAMES,
  type ContactFormValues,
  contactFileBytesMatch,
  contactFileType,
  contactFormAfterSend,
  contactFormSchema,
  contactSendEmailPayload,
  emptyContactForm,
  GROUP_BOOKING_MIN_GUESTS,
  groupBookingPayload,
  type UploadedFile,
} from '@fittizia/contract';
import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { fileHead, fileToBase64 } from '../../../forms/files.ts';
import { useZodForm } from '../../../forms/useZodForm.ts';
import type { ContactFormProps } from './types.ts';

/** The last failed send's outcome; `count` moves focus to the notice again on a repeat. */
export type Outcome = { kind: 'failed' | 'captcha'; count: number };

/** A sent enquiry, as its confirmation shows it: what was sent and the reference the brand API gave it. */
export interface SentEnquiry {
  values: ContactFormValues;
  reference?: string | undefined;
}

class CaptchaFailure extends Error {}

const isCaptchaRefusal = (error: unknown) =>
  Boolean(
    error && typeof error === 'object' && 'message' in error && error.message === BOOKING_MESSAGES.captcha,
  );

/**
 * The files as the payload carries them, after a first look at each one's bytes; or the message naming the
 * first one that is not what its name says.
 */
async function readAttachments(
  files: File[],
  readFile: (file: Blob) => Promise<string>,
): Promise<UploadedFile[] | string> {
  const attachments: UploadedFile[] = [];
  for (const file of files) {
    const type = contactFileType(file.name);
    if (!type || !contactFileBytesMatch(type, await fileHead(file, 12))) {
      return `The file "${file.name}" must be a ${CONTACT_FILE_TYPE_NAMES} file`;
    }
    attachments.push({ name: file.name, contentType: type, content: await readFile(file) });
  }
  return attachments;
}

/** An empty form; the group variant's guests start at the fewest it takes, not at 0 under "From 25 to 500". */
const startingValues = (group: boolean): ContactFormValues => ({
  ...emptyContactForm(),
  ...(group ? { guests: GROUP_BOOKING_MIN_GUESTS } : {}),
});

/**
 * The contact form without its markup: the form (the contract's `contactFormSchema` for the variant), the
 * chosen reason, and the send: attachments checked by their bytes, the captcha token, the variant's call;
 * statusCode 200 resets the fields 4.7 lists and gives the confirmation (`sent`) that replaces the form;
 * anything else keeps everything typed. `sendAnother` starts again from an empty form (`formKey` remounts it,
 * so no field keeps state of its own, a character count say).
 */
export function useContactForm({
  variant = 'contact',
  content,
  submit,
  getCaptchaToken,
  readFile = fileToBase64,
  defaultValues,
}: ContactFormProps) {
  const group = variant === 'group-booking';
  const schema = useMemo(
    () => contactFormSchema(group ? 'group-booking' : 'contact', content.contactReasons),
    [group, content.contactReasons],
  );
  const form = useZodForm(schema, { defaultValues: { ...startingValues(group), ...defaultValues } });
  const { control, getValues } = form;
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [sent, setSent] = useState<SentEnquiry>();
  const [formKey, setFormKey] = useState(0);
  const reasonId = useWatch({ control, name: 'contactReasonId' });
  const reason = content.contactReasons.find((r) => r.id === reasonId);

  const send = async (values: ContactFormValues) => {
    const attachments = await readAttachments(values.uploadedFiles as File[], readFile);
    if (typeof attachments === 'string') {
      form.setError('uploadedFiles', { type: 'format', message: attachments }, { shouldFocus: true });
      return;
    }
    setSending(true);
    const failed = (kind: Outcome['kind']) =>
      setOutcome((previous) => ({ kind, count: (previous?.count ?? 0) + 1 }));
    try {
      let token: string | undefined;
      if (getCaptchaToken) {
        token = await getCaptchaToken().catch(() => undefined);
        if (!token) throw new CaptchaFailure();
      }
      const answer = await submit(
        group
          ? { call: 'contactGroupBooking', body: groupBookingPayload(values, attachments, token) }
          : { call: 'contactSendEmail', body: contactSendEmailPayload(values, attachments, token) },
      );
      if (answer?.statusCode === 200) {
        const after = contactFormAfterSend(getValues());
        form.reset({ ...after, guests: startingValues(group).guests });
        setOutcome(undefined);
        setSent({ values, reference: answer.reference });
      } else {
        failed('failed');
      }
    } catch (caught) {
      failed(caught instanceof CaptchaFailure || isCaptchaRefusal(caught) ? 'captcha' : 'failed');
    } finally {
      setSending(false);
    }
  };

  const sendAnother = useCallback(() => {
    form.reset(startingValues(group));
    setSent(undefined);
    setFormKey((key) => key + 1);
  }, [form, group]);

  return { form, group, sending, outcome, sent, formKey, reason, send, sendAnother };
}
