import { Button, Heading } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from '../components/CustomerPages.css.ts';
import { RouterAnchor } from '../components/RouterAnchor.tsx';

const route = getRouteApi('/sign-up_/confirm/$token');

export function SignupConfirmPage() {
  const load = route.useLoaderData();
  if (load.kind === 'confirmed') {
    return (
      <div className={styles.narrowPage} data-testid="signup-confirmed">
        <Heading level="1">Your sign-up is confirmed</Heading>
        <p className={styles.lead}>
          Thank you. Your welcome e-mail is on its way, with a link to change what we send you at any time.
        </p>
        <div>
          <Button asChild>
            <RouterAnchor href="/restaurants">Find a restaurant</RouterAnchor>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.narrowPage} data-testid="signup-confirm-not-found">
      <Heading level="1">This link does not work any more</Heading>
      <p className={styles.lead}>
        A confirmation link works once, for 72 hours. If you have already confirmed, you are signed up and
        there is nothing more to do. Otherwise, please sign up again and open the link in the new e-mail.
      </p>
      <div>
        <Button asChild>
          <RouterAnchor href="/sign-up">Sign up again</RouterAnchor>
        </Button>
      </div>
    </div>
  );
}
