import { CONTACT_FORM_MESSAGES } from '@fittizia/contract';
import { FormNotice } from '../../../forms/FormParts.tsx';
import type { Outcome } from './contactModel.ts';

/** The error block of a failed send (the captcha's own message when it failed), focused on each send. */
export function ContactOutcome({ outcome }: { outcome: Outcome | undefined }) {
  return outcome ? (
    <FormNotice
      tone="danger"
      title={CONTACT_FORM_MESSAGES.sendFailedTitle}
      focusKey={outcome.count}
      data-testid="contact-error"
    >
      <p>
        {outcome.kind === 'captcha' ? CONTACT_FORM_MESSAGES.captchaFailed : CONTACT_FORM_MESSAGES.sendFailed}
      </p>
    </FormNotice>
  ) : null;
}
