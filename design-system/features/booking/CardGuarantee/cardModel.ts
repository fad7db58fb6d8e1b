import { type BraintreeSubmitRequest, normaliseCardNumber, sandboxNonceForCard } from '@fittizia/contract';
import type { Dropin } from 'braintree-web-drop-in';
import { type FormEvent, useEffect, useRef, useState } from 'react';

export type CardProvider = 'braintree' | 'sandbox';
export type DropinModule = typeof import('braintree-web-drop-in');

export interface CardGuaranteeCustomer {
  firstName: string;
  lastName: string;
  email: string;
  customerId?: string;
}

/** Loading the card form, it failed to load (8.2), or it is ready for a card. */
export type CardLoad = 'loading' | 'failed' | 'ready';
/** No card sent yet, being checked, refused (8.2), or accepted. */
export type CardStatus = 'idle' | 'submitting' | 'failed' | 'accepted';

export interface SandboxCard {
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

const loadBraintreeDropin = (): Promise<DropinModule> => import('braintree-web-drop-in');

/** The module's `create`, whether the bundler hands over the CommonJS namespace or its default export. */
function dropinCreate(mod: DropinModule): DropinModule['create'] {
  const withDefault = mod as DropinModule & { default?: Partial<DropinModule> };
  return (mod.create ?? withDefault.default?.create) as DropinModule['create'];
}

export interface CardModelOptions {
  provider: CardProvider;
  getClientToken(): Promise<string | null>;
  submitCard(payload: BraintreeSubmitRequest): Promise<string>;
  customer: CardGuaranteeCustomer;
  onAccepted(customerId: string): void;
  onBook(): void;
  loadDropin?: (() => Promise<DropinModule>) | undefined;
  now?: Date | undefined;
}

/**
 * The card step without its markup: the client authorisation, Braintree's drop-in (imported only when the step
 * is on screen) or the sandbox card, what Submit Card and Book Now may do, and what happens when they are
 * pressed. After a failure Submit Card stays off until the card details change.
 */
export function useCardModel({
  provider,
  getClientToken,
  submitCard,
  customer,
  onAccepted,
  onBook,
  loadDropin = loadBraintreeDropin,
  now,
}: CardModelOptions) {
  const [load, setLoad] = useState<CardLoad>('loading');
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<CardStatus>('idle');
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

  const requestable =
    load === 'ready' &&
    (provider === 'braintree' ? dropinRequestable : sandboxCardComplete(card, now ?? new Date()));
  const canSubmit = requestable && !blocked && status !== 'submitting' && status !== 'accepted';

  const fail = () => {
    setStatus('failed');
    setBlocked(true);
    if (provider === 'braintree') dropinRef.current?.clearSelectedPaymentMethod();
  };

  /** The nonce of the card entered: Braintree's, or the sandbox's for a test card number. */
  const nonceOf = async (): Promise<string | undefined> => {
    if (provider === 'sandbox') {
      const result = sandboxNonceForCard(card.number);
      if (!result.ok) {
        setCardError(result.message);
        setBlocked(true);
        return undefined;
      }
      setStatus('submitting');
      return result.nonce;
    }
    const instance = dropinRef.current;
    if (!instance) return undefined;
    setStatus('submitting');
    try {
      return (await instance.requestPaymentMethod()).nonce;
    } catch {
      fail();
      return undefined;
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    const nonce = await nonceOf();
    if (nonce === undefined) return;
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
  return {
    provider,
    load,
    status,
    card,
    cardError,
    tornDown,
    containerRef,
    canSubmit,
    accepted,
    locked: accepted || status === 'submitting',
    submit,
    book,
    change,
  };
}

export type CardModel = ReturnType<typeof useCardModel>;
