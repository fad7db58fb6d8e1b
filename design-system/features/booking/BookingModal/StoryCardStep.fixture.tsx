import { BOOKING_MESSAGES, sandboxNonceForCard } from '@fittizia/contract';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { client } from './BookingModal.fixture.ts';
import type { CardStepRenderProps } from './BookingModal.tsx';

/**
 * Stories only: stands in for the site's lazily loaded CardGuarantee (built elsewhere), so the modal's card
 * path can be driven end to end against the mocks. It asks for the card form's authorisation, turns a sandbox
 * test card into a nonce in the browser, submits it, and enables 'Book now' once the card is accepted.
 */
export function StoryCardStep({ customer, bookLabel, onAccepted, onBook, submitting }: CardStepRenderProps) {
  const [ready, setReady] = useState<boolean>();
  const [number, setNumber] = useState('4111 1111 1111 1111');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    client
      .call('braintreeToken')
      .then((answer) => {
        setReady(Boolean(answer.data));
        if (!answer.data) setError(BOOKING_MESSAGES.cardFormFailed);
      })
      .catch(() => {
        setReady(false);
        setError(BOOKING_MESSAGES.cardFormFailed);
      });
  }, []);

  const submit = async () => {
    const nonce = sandboxNonceForCard(number);
    if (!nonce.ok) {
      setError(nonce.message);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const answer = await client.call('braintreeSubmit', {
        body: {
          Nonce: nonce.nonce,
          FirstName: customer.firstName,
          LastName: customer.lastName,
          Email: customer.email,
        },
      });
      setAccepted(true);
      onAccepted(answer.data);
    } catch {
      setError(BOOKING_MESSAGES.cardSubmitFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <TextInput
        label="Card number"
        value={number}
        disabled={!ready || accepted}
        onChange={(event) => setNumber(event.target.value)}
      />
      {error ? <p role="alert">{error}</p> : null}
      <Button variant="outline" disabled={!ready || accepted} loading={sending} onClick={submit}>
        Submit Card
      </Button>{' '}
      <Button disabled={!accepted} loading={submitting} onClick={onBook}>
        {bookLabel}
      </Button>
    </div>
  );
}
