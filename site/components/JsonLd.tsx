import { jsonLdText } from '../lib/json-ld.ts';
import { useNonce } from '../lib/nonce.ts';

/** A schema.org JSON-LD block, rendered by the page it describes. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // A data block never runs, but it carries the nonce like every other script of the page, so "every script
  // has the nonce" holds without exceptions. The browser hides the attribute after parsing, hence no warning.
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON (see jsonLdText), not markup.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
