import { type CustomerUpdateResponse, isCustomerUpdateSuccess } from '@fittizia/contract';
import { useState } from 'react';
import { FormNotice } from '../../forms/FormParts.tsx';

/** The last save's outcome; `count` moves the notice's focus again when the same outcome repeats. */
export type SaveOutcome = { kind: 'saved' | 'failed'; count: number };

/**
 * One customer update (spec 7.5, preferences and occasion dates): sends it, treats anything but the success
 * answer (or a failed call) as not saved, and keeps whether it is sending and how the last save ended.
 */
export function useCustomerSave<B>(submit: (body: B) => Promise<CustomerUpdateResponse['data']>) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const save = async (body: B) => {
    setSending(true);
    let saved = false;
    try {
      saved = isCustomerUpdateSuccess(await submit(body));
    } catch {
      saved = false;
    }
    setOutcome((previous) => ({ kind: saved ? 'saved' : 'failed', count: (previous?.count ?? 0) + 1 }));
    setSending(false);
  };
  return { sending, outcome, save };
}

interface NoticeText {
  title: string;
  message: string;
  testId: string;
}

/** The success or failure notice of the last save (focused when it appears). */
export function SaveNotice({
  outcome,
  saved,
  failed,
}: {
  outcome: SaveOutcome | undefined;
  saved: NoticeText;
  failed: NoticeText;
}) {
  if (!outcome) return null;
  const text = outcome.kind === 'saved' ? saved : failed;
  return (
    // Keyed by the outcome, so a failure after a success (or the other way) is a new notice, as it always was.
    <FormNotice
      key={outcome.kind}
      tone={outcome.kind === 'saved' ? 'success' : 'danger'}
      title={text.title}
      focusKey={outcome.count}
      data-testid={text.testId}
    >
      <p>{text.message}</p>
    </FormNotice>
  );
}
