import { jsonLdText } from '../lib/json-ld.ts';

/** A schema.org JSON-LD block, rendered by the page it describes. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON (see jsonLdText), not markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
