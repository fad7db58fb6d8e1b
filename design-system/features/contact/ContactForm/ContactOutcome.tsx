import { CONTACT_FORM_MESSAGES } from '@fittizia/contract';
import { FormNotice } from '../../../forms/FormParts.tsx';
import type { Outcome } from './contactModel.ts';

/** The thanks, or the error block (the captcha's own message when it failed), focused on each send. */
export function ContactOutcome({ outcome, group }: { outcome: Outcome | undefined; group: boolean }) {
  return (
    <>
      {outcome?.kind === 'thanks' ? (
        <FormNotice
          tone="success"
          title="Thank you for getting in touch"
          focusKey={outcome.count}
          data-testid="contact-thanks"
        >
          <p>
            {group
              ? 'We have your group booking enquiry and will reply by e-mail as soon as we can.'
              : 'We have your message and will reply by e-mail as soon as we can.'}
          </p>
        </FormNotice>
      ) : null}
      {outcome && outcome.kind !== 'thanks' ? (
        <FormNotice
          tone="danger"
          title={CONTACT_FORM_MESSAGES.sendFailedTitle}
          focusKey={outcome.count}
          data-testid="contact-error"
        >
          <p>
            {outcome.kind === 'captcha'
              ? CONTACT_FORM_MESSAGES.captchaFailed
              : CONTACT_FORM_MESSAGES.sendFailed}
          </p>
        </FormNotice>
      ) : null}
    </>
  );
}
