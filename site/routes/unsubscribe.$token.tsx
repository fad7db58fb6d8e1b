import { ONE_CLICK_BODY, UNSUBSCRIBE_PATH } from '@fittizia/contract';
import { Button, Heading } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../components/CustomerPages.css.ts';
import { RouterAnchor } from '../components/RouterAnchor.tsx';
import { NOINDEX_META } from '../lib/customer-pages.ts';

type Result = 'done' | 'invalid' | 'failed';
const RESULTS: readonly Result[] = ['done', 'invalid', 'failed'];

async function post({ request }: { request: Request }): Promise<Response> {
  const [{ unsubscribeFormResponse }, { serverBrandClient }] = await Promise.all([
    import('../server/unsubscribe.ts'),
    import('../server/brand-api.server.ts'),
  ]);
  // No session: the link's token is its whole authority (server/unsubscribe.ts says why that is safe).
  return unsubscribeFormResponse(request, async (token) => {
    await serverBrandClient(undefined).call('marketingUnsubscribe', { params: { token } });
  });
}

const [oneClickField, oneClickValue] = ONE_CLICK_BODY.split('=') as [string, string];

function UnsubscribePage() {
  const { token } = Route.useParams();
  const { result } = Route.useSearch();
  if (result === 'done') {
    return (
      <div className={styles.narrowPage} data-testid="unsubscribed">
        <Heading level="1">You are unsubscribed</Heading>
        <p className={styles.lead}>
          We will send you no more offers or news by e-mail, starting now. E-mails about your bookings, and
          answers to what you ask us, still come.
        </p>
        <div>
          <Button asChild>
            <RouterAnchor href="/restaurants">Find a restaurant</RouterAnchor>
          </Button>
        </div>
      </div>
    );
  }
  if (result === 'invalid') {
    return (
      <div className={styles.narrowPage} data-testid="unsubscribe-invalid">
        <Heading level="1">This unsubscribe link does not work</Heading>
        <p className={styles.lead}>
          The link is not one of ours, so nothing was changed. Please use the link at the end of one of our
          e-mails, or write to us and we will unsubscribe you.
        </p>
        <div>
          <Button asChild>
            <RouterAnchor href="/contact">Contact us</RouterAnchor>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.narrowPage} data-testid="unsubscribe-confirm">
      <Heading level="1">Unsubscribe from our offers and news</Heading>
      {result === 'failed' ? (
        <p className={styles.lead} role="alert">
          We could not unsubscribe you just now: nothing was changed. Please press the button again in a
          moment.
        </p>
      ) : null}
      <p className={styles.lead}>
        Press the button and we stop sending offers and news to this e-mail address at once. E-mails about
        your bookings still come.
      </p>
      <form method="post" action={`${UNSUBSCRIBE_PATH}${encodeURIComponent(token)}`}>
        <input type="hidden" name={oneClickField} value={oneClickValue} />
        <Button type="submit">Unsubscribe</Button>
      </form>
    </div>
  );
}

/**
 * A marketing e-mail's one-click unsubscribe link, `/unsubscribe/<token>` (docs/privacy.md): GET is a page with
 * one button, a plain form post that works without JavaScript and without signing in; POST (that form, or a mail
 * client's RFC 8058 one-click request) unsubscribes at once and comes back here with the result. Never cached or
 * indexed; the token is never logged (contract/src/log-redaction.ts).
 */
export const Route = createFileRoute('/unsubscribe/$token')({
  validateSearch: (search: Record<string, unknown>): { result?: Result } =>
    RESULTS.includes(search.result as Result) ? { result: search.result as Result } : {},
  head: () => ({ meta: [{ title: 'Unsubscribe | Fittizia Trattoria' }, NOINDEX_META] }),
  component: UnsubscribePage,
  server: { handlers: { POST: post } },
});
