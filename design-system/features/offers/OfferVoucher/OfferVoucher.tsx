import {
  BrandApiError,
  OFFER_VOUCHER_MESSAGES,
  type Offer,
  type OfferCodeRequest,
  type OfferCodeResponse,
  type OfferVoucherFormValues,
  offerCodePayload,
  offerEndedText,
  offerVoucherFormSchema,
} from '@fittizia/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { CollapsibleSection } from '../../../components/CollapsibleSection/CollapsibleSection.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { Form } from '../../../forms/Form.tsx';
import { FormActions, FormNotice } from '../../../forms/FormParts.tsx';
import { getFieldError, useZodForm } from '../../../forms/useZodForm.ts';
import { useAnchor } from '../../../shared/Anchor.tsx';
import * as styles from './OfferVoucher.css.ts';

export interface OfferVoucherProps {
  /** The offer (by slug or from the restaurant's list); null when it was not found (the code error). */
  offer: Offer | null;
  /** The offer's slug, sent with the code request (the offer's own `offerSlug` when absent). */
  offerSlug?: string;
  /** Sends `POST /api/offer/getcode`; rejects on an HTTP error. */
  submit: (body: OfferCodeRequest) => Promise<OfferCodeResponse>;
  /** The invisible captcha's token (spec 5.2). */
  getCaptchaToken?: () => Promise<string | undefined>;
  /** Voucher errors are swallowed for the person (8.4); the site logs them here. */
  onError?: (error: unknown) => void;
  /** Where the success button goes unless the offer overrides it (`overrideSuccessUrl`). */
  defaultSuccessUrl?: string;
  /** Where the not-found and ended states send people. */
  offersHref?: string;
  defaultValues?: Partial<OfferVoucherFormValues>;
}

/**
 * The offer page (spec 2.7, 3, 4.7): the offer's title, description, validity and the terms behind 'Show the
 * terms'; an e-mail and terms form, checked on send (nothing moves as a field is left); on success
 * (voucherGenerated) a notice saying what the brand API did (a first claim e-mailed, a repeat one e-mailed
 * again) and the address (the code itself is never shown: it travels by e-mail only), with the success
 * button. A failure is
 * never shown raw (8.4 swallows voucher errors): `onError` gets it, the form stays filled and a neutral prompt
 * asks the person to try again; the one refusal shown is the brand API's own for an offer that has ended since
 * the page was read (410), in the form's error summary, the form still filled. A missing offer is the code
 * error; an ended one (`ended`) says so, with its last day, and has no form.
 */
export function OfferVoucher({
  offer,
  offerSlug,
  submit,
  getCaptchaToken,
  onError,
  defaultSuccessUrl = '/restaurants',
  offersHref = '/offers',
  defaultValues,
}: OfferVoucherProps) {
  const Anchor = useAnchor();
  // Checked on send, not as a field is left (GOV.UK's advice): a message shown on leaving the e-mail field would
  // push the terms box down under the pointer that is on its way to it. After a send, a field is
  // checked again as it changes.
  const form = useZodForm(offerVoucherFormSchema, {
    mode: 'onSubmit',
    defaultValues: { emailAddress: '', acceptTerms: false, ...defaultValues },
  });
  const [sending, setSending] = useState(false);
  const [voucher, setVoucher] = useState<OfferCodeResponse & { sentTo: string }>();
  const [retries, setRetries] = useState(0);
  const [refusal, setRefusal] = useState<{ message: string; key: number }>();
  const error = (path: string) => getFieldError(form.formState.errors, path);

  if (!offer) {
    return (
      <div className={styles.root}>
        <FormNotice tone="info" title="Offer not found" focusOnMount={false}>
          <p className={styles.text}>{OFFER_VOUCHER_MESSAGES.notFound}</p>
          <p className={styles.text}>
            <Anchor href={offersHref}>See our current offers</Anchor>
          </p>
        </FormNotice>
      </div>
    );
  }

  if (offer.ended) {
    return (
      <article className={styles.root} aria-labelledby="offer-title">
        <h2 id="offer-title" className={styles.title}>
          {offer.title}
        </h2>
        <FormNotice
          tone="info"
          title={OFFER_VOUCHER_MESSAGES.endedTitle}
          focusOnMount={false}
          data-testid="offer-ended"
        >
          <p className={styles.text}>{offerEndedText(offer.validUntil)}</p>
          <p className={styles.text}>
            <Anchor href={offersHref}>See our current offers</Anchor>
          </p>
        </FormNotice>
      </article>
    );
  }

  const slug = offerSlug ?? offer.offerSlug ?? '';
  const send = async (values: OfferVoucherFormValues) => {
    setSending(true);
    setRefusal(undefined);
    try {
      const token = getCaptchaToken ? await getCaptchaToken() : undefined;
      if (getCaptchaToken && !token) throw new Error('Captcha gave no token');
      const body = offerCodePayload(slug, values, token);
      setVoucher({ ...(await submit(body)), sentTo: body.emailAddress });
    } catch (caught) {
      onError?.(caught);
      // Ended since the page was read: the brand API's own words. Anything else: the neutral prompt.
      if (caught instanceof BrandApiError && caught.status === 410) {
        setRefusal((last) => ({ message: caught.message, key: (last?.key ?? 0) + 1 }));
        setRetries(0);
      } else setRetries((count) => count + 1);
    } finally {
      setSending(false);
    }
  };

  const successHref =
    offer.overrideSuccessUrl && offer.successButtonUrl ? offer.successButtonUrl : defaultSuccessUrl;

  return (
    <article className={styles.root} aria-labelledby="offer-title">
      <h2 id="offer-title" className={styles.title}>
        {offer.title}
      </h2>
      {offer.description ? <p className={styles.text}>{offer.description}</p> : null}
      {offer.validityText ? <p className={styles.validity}>{offer.validityText}</p> : null}
      {voucher ? (
        <FormNotice tone="success" title={OFFER_VOUCHER_MESSAGES.sentTitle} data-testid="offer-voucher">
          <p className={styles.text}>{voucher.message}</p>
          <p className={styles.text}>
            {OFFER_VOUCHER_MESSAGES.sentTo} <strong className={styles.address}>{voucher.sentTo}</strong>.
          </p>
          <p className={styles.text}>{OFFER_VOUCHER_MESSAGES.sentHint}</p>
          {offer.successButtonText ? (
            <div>
              <Button asChild>
                <Anchor href={successHref}>{offer.successButtonText}</Anchor>
              </Button>
            </div>
          ) : null}
        </FormNotice>
      ) : (
        <>
          {retries > 0 ? (
            <FormNotice tone="info" title="Please try again" focusKey={retries} data-testid="offer-retry">
              <p className={styles.text}>{OFFER_VOUCHER_MESSAGES.retry}</p>
            </FormNotice>
          ) : null}
          <Form
            form={form}
            onSubmit={send}
            refusal={refusal}
            aria-label="Get your voucher"
            className={styles.root}
          >
            <TextInput
              id="emailAddress"
              type="email"
              label="Email address"
              hint="We'll e-mail your voucher code here"
              autoComplete="email"
              spellCheck={false}
              disabled={sending}
              error={error('emailAddress')}
              {...form.register('emailAddress')}
            />
            <Checkbox
              id="acceptTerms"
              label="I agree to the offer's terms and conditions"
              disabled={sending}
              error={error('acceptTerms')}
              {...form.register('acceptTerms')}
            />
            <FormActions>
              <Button type="submit" loading={sending} loadingLabel="Getting your voucher">
                Get my voucher
              </Button>
            </FormActions>
          </Form>
        </>
      )}
      {offer.termAndConditions ? (
        <CollapsibleSection
          title="Terms and conditions"
          headingLevel="3"
          toggleLabels={{ show: 'Show the terms', hide: 'Hide the terms' }}
        >
          <p className={styles.text}>{offer.termAndConditions}</p>
        </CollapsibleSection>
      ) : null}
    </article>
  );
}
