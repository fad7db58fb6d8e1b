import {
  BOOKING_MESSAGES,
  type BraintreeSubmitRequest,
  type BrandClient,
  normaliseCardNumber,
  sandboxNonceForCard,
} from '@fittizia/contract';
import type { Dropin } from 'braintree-web-drop-in';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { SpinnerOverlay } from '../../../components/Spinner/Spinner.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import * as styles from './CardGuarantee.css.ts';

export type CardProvider = 'braintree' | 'sandbox';
export type DropinModule = typeof import('braintree-web-drop-in');

export interface CardGuaranteeCustomer {
  firstName: string;
  lastName: string;
  email: string;
  customerId?: string;
}

export interface CardGuaranteeProps {
  provider: CardProvider;
  /** GET /api/v1/braintree/token -> data (client authorisation) or null on failure. */
  getClientToken(): Promise<string | null>;
  /** POST /api/v1/braintree/submit with {Nonce, FirstName, LastName, Email, CustomerId}; resolves to the customer id, rejects on failure. */
  submitCard(payload: BraintreeSubmitRequest): Promise<string>;
  customer: CardGuaranteeCustomer;
  bookLabel: 'Book Now' | 'Enquire Now';
  onAccepted(customerId: string): void;
  /** 'Book now' pressed (only enabled after the card was accepted); the card form is torn down first. */
  onBook(): void;
  /** The booking is being placed. */
  submitting?: boolean;
  /** Loads Braintree's drop-in; the dynamic import by default (tests pass a fake). */
  loadDropin?: () => Promise<DropinModule>;
  /** Today, for the sandbox form's expiry check. */
  now?: Date;
}

/** The two card calls of spec 7.2 through the typed client, in the shape CardGuarantee takes. */
export function cardGuaranteeCalls(
  client: BrandClient,
): Pick<CardGuaranteeProps, 'getClientToken' | 'submitCard'> {
  return {
    async getClientToken() {
      try {
        return (await client.call('braintreeToken')).data;
      } catch {
        return null;
      }
    },
    async submitCard(payload) {
      return (await client.call('braintreeSubmit', { body: payload })).data;
    },
  };
}

const loadBraintreeDropin = (): Promise<DropinModule> => import('braintree-web-drop-in');

/** The module's `create`, whether the bundler hands over the CommonJS namespace or its default export. */
function dropinCreate(mod: DropinModule): DropinModule['create'] {
  const withDefault = mod as DropinModule & { default?: Partial<DropinModule> };
  return (mod.create ?? withDefault.default?.create) as DropinModule['create'];
}

type Load = 'loading' | 'failed' | 'ready';
type Status = 'idle' | 'submitting' | 'failed' | 'accepted';

interface SandboxCard {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

const emptyCard: SandboxCard = { number: '', expiry: '', cvv: '', name: '' };

/** A card expiry MM/YY (or MM/YYYY) that is a real month, not already over. */
export function plausibleExpiry(text: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The sandbox form is complete when every field looks like what it asks for. */
export function sandboxCardComplete(card: SandboxCard, now: Date): boolean {
  return (
    /^\d{12,19}$/.test(normaliseCardNumber(card.number)) &&
    plausibleExpiry(card.expiry, now) &&
    /^\d{3,4}$/.test(card.cvv.trim()) &&
    card.name.trim().length > 0
  );
}

/**
 * The card guarantee step (spec 2.5, 4.4): a card entry area, 'Submit Card' (enabled once a payment method can
 * be requested) and 'Book Now' / 'Enquire Now' (enabled once the card was accepted). Two providers: Braintree's
 * drop-in, loaded only when this step renders, and a local sandbox form that turns a test card number into a
 * sandbox nonce in the browser. Either way only a nonce ever reaches our servers.
 */
export function CardGuarantee({
  provider,
  getClientToken,
  submitCard,
  customer,
  bookLabel,
  onAccepted,
  onBook,
  submitting = false,
  loadDropin = loadBraintreeDropin,
  now,
}: CardGuaranteeProps) {
  const headingId = useId();
  const [load, setLoad] = useState<Load>('loading');
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  /** After a failure Submit Card stays off until the card details change. */
  const [blocked, setBlocked] = useState(false);
  const [dropinRequestable, setDropinRequestable] = useState(false);
  const [card, setCard] = useState<SandboxCard>(emptyCard);
  const [cardError, setCardError] = useState<string | null>(null);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [tornDown, setTornDown] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const dropinRef = useRef<Dropin | null>(null);
  const getClientTokenRef = useRef(getClientToken);

  // The client authorisation first; a null answer (or a failed call) is the load failure of 8.2.
  useEffect(() => {
    let cancelled = false;
    getClientTokenRef
      .current()
      .catch(() => null)
      .then((t) => {
        if (cancelled) return;
        if (!t) {
          setLoad('failed');
          return;
        }
        setToken(t);
        if (provider === 'sandbox') setLoad('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [provider]);

  // Braintree: the drop-in module is imported only now, when the step is on screen.
  useEffect(() => {
    if (provider !== 'braintree' || !token) return;
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    (async () => {
      try {
        const create = dropinCreate(await loadDropin());
        const instance = await create({
          authorization: token,
          container,
          card: { cardholderName: { required: true } },
          threeDSecure: false,
        });
        if (cancelled) {
          await instance.teardown().catch(() => undefined);
          return;
        }
        dropinRef.current = instance;
        instance.on('paymentMethodRequestable', () => {
          setDropinRequestable(true);
          setBlocked(false);
        });
        instance.on('noPaymentMethodRequestable', () => setDropinRequestable(false));
        setDropinRequestable(instance.isPaymentMethodRequestable());
        setLoad('ready');
      } catch {
        if (!cancelled) setLoad('failed');
      }
    })();
    return () => {
      cancelled = true;
      const instance = dropinRef.current;
      dropinRef.current = null;
      instance?.teardown().catch(() => undefined);
    };
  }, [provider, token, loadDropin]);

  const today = now ?? new Date();
  const requestable =
    load === 'ready' && (provider === 'braintree' ? dropinRequestable : sandboxCardComplete(card, today));
  const canSubmit = requestable && !blocked && status !== 'submitting' && status !== 'accepted';

  const fail = () => {
    setStatus('failed');
    setBlocked(true);
    if (provider === 'braintree') dropinRef.current?.clearSelectedPaymentMethod();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    let nonce: string;
    if (provider === 'braintree') {
      const instance = dropinRef.current;
      if (!instance) return;
      setStatus('submitting');
      try {
        nonce = (await instance.requestPaymentMethod()).nonce;
      } catch {
        fail();
        return;
      }
    } else {
      const result = sandboxNonceForCard(card.number);
      if (!result.ok) {
        setCardError(result.message);
        setBlocked(true);
        return;
      }
      nonce = result.nonce;
      setStatus('submitting');
    }
    try {
      const id = await submitCard({
        Nonce: nonce,
        FirstName: customer.firstName,
        LastName: customer.lastName,
        Email: customer.email,
        CustomerId: customer.customerId ?? null,
      });
      setCustomerId(id);
      setStatus('accepted');
      onAccepted(id);
    } catch {
      fail();
    }
  };

  const book = async () => {
    if (status !== 'accepted' || !customerId) return;
    const instance = dropinRef.current;
    dropinRef.current = null;
    if (instance) await instance.teardown().catch(() => undefined);
    setTornDown(true);
    onBook();
  };

  const change = (field: keyof SandboxCard) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setCard((c) => ({ ...c, [field]: value }));
    setCardError(null);
    setBlocked(false);
    if (status === 'failed') setStatus('idle');
  };

  const accepted = status === 'accepted';
  const locked = accepted || status === 'submitting';

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Card guarantee
      </h3>
      <p className={styles.hint}>
        This booking needs a card to guarantee it. Nothing is charged now: the card is only checked.
      </p>
      <SpinnerOverlay loading={status === 'submitting'} label="Submitting card">
        <form className={styles.root} method="post" onSubmit={submit} noValidate aria-label="Card details">
          {load === 'loading' && provider === 'sandbox' ? (
            <p aria-live="polite">Loading the card form…</p>
          ) : null}
          {provider === 'braintree' && !tornDown ? (
            <div
              ref={containerRef}
              className={styles.dropin}
              data-testid="braintree-dropin"
              aria-busy={load === 'loading' || undefined}
            >
              {load === 'loading' ? <p aria-live="polite">Loading the card form…</p> : null}
            </div>
          ) : null}
          {provider === 'sandbox' && load === 'ready' && !tornDown ? (
            <div className={styles.fields}>
              <p className={[styles.hint, styles.wide].join(' ')}>
                Card sandbox: use a test card, never a real one. 4111 1111 1111 1111 is accepted, 4000 1111
                1111 1115 is declined.
              </p>
              <TextInput
                className={styles.wide}
                label="Card number"
                name="cc-number"
                autoComplete="cc-number"
                inputMode="numeric"
                value={card.number}
                onChange={change('number')}
                readOnly={locked}
                error={cardError ?? undefined}
              />
              <TextInput
                label="Expiry date"
                hint="For example, 12/29"
                name="cc-exp"
                autoComplete="cc-exp"
                inputMode="numeric"
                width="5"
                value={card.expiry}
                onChange={change('expiry')}
                readOnly={locked}
              />
              <TextInput
                label="Security code (CVV)"
                hint="The last 3 digits on the back of the card"
                name="cc-csc"
                autoComplete="cc-csc"
                inputMode="numeric"
                width="4"
                value={card.cvv}
                onChange={change('cvv')}
                readOnly={locked}
              />
              <TextInput
                className={styles.wide}
                label="Name on card"
                name="cc-name"
                autoComplete="cc-name"
                value={card.name}
                onChange={change('name')}
                readOnly={locked}
              />
            </div>
          ) : null}
          <div role="alert">
            {load === 'failed' ? <p className={styles.message}>{BOOKING_MESSAGES.cardFormFailed}</p> : null}
            {status === 'failed' ? (
              <p className={styles.message}>{BOOKING_MESSAGES.cardSubmitFailed}</p>
            ) : null}
          </div>
          <div role="status">
            {accepted ? <p className={styles.accepted}>Your card has been accepted.</p> : null}
          </div>
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={!canSubmit}>
              Submit Card
            </Button>
            <Button
              type="button"
              disabled={!accepted}
              loading={submitting}
              loadingLabel="placing your booking"
              onClick={book}
            >
              {bookLabel}
            </Button>
          </div>
        </form>
      </SpinnerOverlay>
    </section>
  );
}
