import { PREORDER_MESSAGES, PREORDER_PATH, type PreorderGuestRequest } from '@fittizia/contract';
import {
  Heading,
  PREORDER_PAGE_TEXT,
  PreorderGuestPage,
  parseMenuFilters,
  preorderRequestToForm,
} from '@fittizia/design-system';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { useState } from 'react';
import * as styles from '../components/CustomerPages.css.ts';
import { NOINDEX_META } from '../lib/customer-pages.ts';
import type { PreorderPageLoad } from '../server/preorder-load.server.ts';

/** The page's state: on the server with this browser's guest key (its HttpOnly cookie); in the browser without. */
const loadPage = createIsomorphicFn()
  .server(async (token: string, refused: boolean): Promise<PreorderPageLoad | undefined> => {
    const { loadPreorderPage } = await import('../server/preorder-load.server.ts');
    return loadPreorderPage(token, refused);
  })
  .client(async (token: string): Promise<PreorderPageLoad | undefined> => {
    const { getBrandClient } = await import('../lib/brand-client.ts');
    const view = await (await getBrandClient())
      .call('preorderView', { params: { token } })
      .catch(() => undefined);
    return view ? { view } : undefined;
  });

async function post({ request }: { request: Request }): Promise<Response> {
  const { preorderPost } = await import('../server/preorder-load.server.ts');
  return preorderPost(request);
}

interface Answer {
  status: 'saved' | 'refused';
  view?: PreorderPageLoad['view'];
  typed?: PreorderPageLoad['typed'];
}

function PreorderPage() {
  const load = Route.useLoaderData();
  const { token } = Route.useParams();
  const search = Route.useSearch();
  const action = `${PREORDER_PATH}${encodeURIComponent(token)}`;
  const [state, setState] = useState({ ...load, saved: search.saved === 1 });
  const [busy, setBusy] = useState(false);

  // With the script: the same post, answered with the page's state instead of a redirect.
  const submit = async (values: PreorderGuestRequest) => {
    setBusy(true);
    try {
      const intent =
        state.view.own && (search.change === 1 || state.typed?.intent === 'change') ? 'change' : 'add';
      const response = await fetch(action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: preorderRequestToForm(values, intent),
      });
      if (!response.ok) throw new Error(String(response.status));
      const answer = (await response.json()) as Answer;
      if (answer.status === 'saved' && answer.view && !answer.view.own) {
        window.location.assign(`${action}?saved=1`);
        return;
      }
      setState({ view: answer.view ?? state.view, typed: answer.typed, saved: answer.status === 'saved' });
    } catch {
      // The plain form's way: post again without the script's help.
      window.location.assign(action);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.narrowPage}>
      <PreorderGuestPage
        key={JSON.stringify(state.typed ?? state.view.own ?? null)}
        view={state.view}
        ownGuestId={state.ownGuestId}
        changing={(search.change === 1 && !state.saved) || state.typed?.intent === 'change'}
        values={state.typed?.values}
        errors={state.typed?.errors}
        action={action}
        changeHref={`${action}?change=1#preorder-form`}
        notice={state.saved ? PREORDER_PAGE_TEXT.saved : undefined}
        filters={parseMenuFilters(search)}
        onSubmit={submit}
        busy={busy}
      />
    </div>
  );
}

/** A link that is not ours: the page says so, with status 404. */
function UnknownPreorderLink() {
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">{PREORDER_PAGE_TEXT.title}</Heading>
      <p className={styles.lead} data-testid="preorder-link-invalid">
        {PREORDER_MESSAGES.link}
      </p>
    </div>
  );
}

const flag = (v: unknown) => (v === 1 || v === '1' ? 1 : undefined);
const list = (v: unknown) => (typeof v === 'string' && v.length <= 300 ? v : undefined);

/**
 * The guests' pre-order page: `/pre-order/<guests' token>`, the link the organiser shares. Loaded on the server,
 * never cached or indexed; the form is a plain post to this address answered with a redirect back here (the
 * server keeps what was typed on a refusal, and the guest's key in an HttpOnly cookie), so it works the same with
 * JavaScript off; with it, the same post without a reload.
 */
export const Route = createFileRoute('/pre-order/$token')({
  validateSearch: (search: Record<string, unknown>) => ({
    saved: flag(search.saved),
    refused: flag(search.refused),
    change: flag(search.change),
    diet: list(search.diet),
    allergens: list(search.allergens),
  }),
  loaderDeps: ({ search }) => ({ refused: search.refused === 1, saved: search.saved }),
  loader: async ({ params, deps }) => {
    const load = await loadPage(params.token, deps.refused);
    if (!load) throw notFound();
    return load;
  },
  head: () => ({ meta: [{ title: 'Choose your meal | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: PreorderPage,
  notFoundComponent: UnknownPreorderLink,
  server: { handlers: { POST: post } },
});
