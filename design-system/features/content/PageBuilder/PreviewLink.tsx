import { type BrandClient, contentPagePath } from '@fittizia/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { formatLondon, refusalOf } from './contentService.ts';
import type { PageDraft } from './usePageDraft.ts';
import * as styles from './Workspace.css.ts';

/** A preview link, made when the editor asks: the saved draft on the real site, in a new tab. */
export function PreviewLink({
  client,
  serviceUrl,
  state,
}: {
  client: BrandClient;
  serviceUrl: string;
  state: PageDraft;
}) {
  const [link, setLink] = useState<{ url: string; expiresAt: string }>();
  const make = async () => {
    state.setRefusal(undefined);
    try {
      const made = await client.call('opsContentPreviewLink', {
        body: { path: contentPagePath(state.page.id) },
      });
      setLink(made);
      state.setStatus(`Preview link made: it works until ${formatLondon(made.expiresAt)}`);
    } catch (error) {
      state.setRefusal(refusalOf(error, serviceUrl));
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="preview-heading">
      <h2 id="preview-heading" className={styles.tileHeading}>
        Preview on the site
      </h2>
      <p className={styles.muted}>
        The preview shows the saved draft, with a bar and an exit, in this browser only.
      </p>
      {link ? (
        <>
          <TextInput
            id="preview-link"
            label="Preview link"
            readOnly
            value={link.url}
            onFocus={(e) => e.target.select()}
          />
          <div className={styles.row}>
            <Button
              variant="outline"
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(link.url)
                  .then(() => state.setStatus('Preview link copied'));
              }}
            >
              Copy the link
            </Button>
            <Button asChild variant="secondary">
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                Open the preview (opens in a new tab)
              </a>
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.row}>
          <Button variant="secondary" onClick={make}>
            Make a preview link
          </Button>
        </div>
      )}
    </section>
  );
}
