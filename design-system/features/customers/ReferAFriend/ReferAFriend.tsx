import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import * as styles from './ReferAFriend.css.ts';

export interface ReferAFriendProps {
  /** The referrer's own link. */
  shareUrl: string;
  /** The message that goes with it. */
  shareText: string;
  headingLevel?: 2 | 3;
}

export const REFER_MESSAGES = {
  copied: 'Copied',
  copyFailed: "We couldn't copy the link. Select it above and copy it yourself.",
} as const;

/**
 * Refer a friend: the person shares their own link and message themselves, with the device's share sheet (Web
 * Share API) where there is one, or by copying it, with an announced 'Copied'. We never ask for a friend's
 * address, so no one is e-mailed who did not ask to be.
 */
export function ReferAFriend({ shareUrl, shareText, headingLevel = 2 }: ReferAFriendProps) {
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // Only in the browser, after hydration: the server cannot know whether the device shares.
  useEffect(() => {
    setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);

  const share = async () => {
    setStatus('');
    try {
      await navigator.share({ text: shareText, url: shareUrl });
    } catch {
      // Closing the share sheet rejects too; nothing to tell the person.
    }
  };

  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(`${shareText} ${shareUrl}`);
      setStatus(REFER_MESSAGES.copied);
    } catch {
      setStatus(REFER_MESSAGES.copyFailed);
    }
  };

  return (
    <section className={styles.root} aria-labelledby="refer-a-friend-title">
      <Heading id="refer-a-friend-title" className={styles.title}>
        Refer a friend
      </Heading>
      <p className={styles.text}>{shareText}</p>
      <p className={styles.text}>
        <a className={styles.link} href={shareUrl}>
          {shareUrl}
        </a>
      </p>
      <div className={styles.actions}>
        {canShare ? (
          <Button onClick={share}>Share your link</Button>
        ) : (
          <Button onClick={copy}>Copy your link</Button>
        )}
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
}
