import { Asset, useRouter, useTags } from '@tanstack/react-router';
import { earlyPressesScript } from '../lib/early-presses.ts';
import { MODULE_PRELOADS_ID } from '../lib/module-preloads.ts';
import { PART_FILES_ID, renderedPartFiles } from '../lib/part-files.ts';

type Tag = ReturnType<typeof useTags>[number];
const isModulePreload = (tag: Tag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload';

/**
 * The route-managed head tags (TanStack's `HeadContent`), less its `<link rel="modulepreload">` tags: those
 * would download the framework while the page's largest picture and fonts are still coming, and Lighthouse
 * counts a script that finished downloading before the largest paint as blocking it. Their addresses go in a
 * JSON list instead, and the browser entry (client.tsx) preloads them once the largest paint is on screen,
 * just before it starts the app, so hydration still fetches the route's chunks in parallel.
 */
export function SiteHead() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  const preloads = tags.filter(isModulePreload).map((tag) => String(tag.attrs?.href));
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script (lib/early-presses.ts), first in the head so it hears the first press.
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyPressesScript() : '' }}
      />
      {tags
        .filter((tag) => !isModulePreload(tag))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
      <script
        type="application/json"
        id={MODULE_PRELOADS_ID}
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of the build's own asset addresses; `<` escaped.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(preloads).replace(/</g, '\\u003c') }}
      />
    </>
  );
}

/**
 * The files of the lazy parts the page rendered, less the route's own (lib/part-files.ts): a JSON list that the idle
 * prefetch turns into modulepreload links (lib/prefetch.ts), so that each part's code arrives in one round. Server
 * only, last in the body, after every part has rendered: the browser's render has no element here, and React's
 * hydration passes over an element it does not expect at the body's end.
 */
export function PartFiles() {
  const router = useRouter();
  const tags = useTags();
  const files = renderedPartFiles(
    router,
    tags.filter(isModulePreload).map((tag) => String(tag.attrs?.href)),
  );
  if (!files.length) return null;
  return (
    <script
      type="application/json"
      id={PART_FILES_ID}
      nonce={router.options.ssr?.nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of the build's own asset addresses; `<` escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(files).replace(/</g, '\\u003c') }}
    />
  );
}
