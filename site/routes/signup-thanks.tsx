import { Button, Heading } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../components/CustomerPages.css.ts';
import { RouterAnchor } from '../components/RouterAnchor.tsx';
import { NOINDEX_META } from '../lib/customer-pages.ts';

/** The sign-up thank-you page (spec 2.1). A thank-you page is not for search engines. */
export const Route = createFileRoute('/signup-thanks')({
  head: () => ({ meta: [{ title: 'Thanks for signing up | Fittizia Trattoria' }, NOINDEX_META] }),
  component: SignupThanks,
});

function SignupThanks() {
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">Thanks for signing up</Heading>
      <p className={styles.lead}>
        Look out for our e-mails: your first one is on its way, with a link to change what we send you at any
        time.
      </p>
      <div>
        <Button asChild>
          <RouterAnchor href="/restaurants">Find a restaurant</RouterAnchor>
        </Button>
      </div>
    </div>
  );
}
