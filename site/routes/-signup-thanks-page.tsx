import { Button, Heading } from '@fittizia/design-system';
import * as styles from '../components/CustomerPages.css.ts';
import { RouterAnchor } from '../components/RouterAnchor.tsx';

export function SignupThanks() {
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
