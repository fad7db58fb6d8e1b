import { Button, Heading } from '@fittizia/design-system';
import * as styles from '../components/CustomerPages.css.ts';
import { RouterAnchor } from '../components/RouterAnchor.tsx';

export function SignupThanks() {
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">Thanks for signing up</Heading>
      <p className={styles.lead}>
        Check your inbox to confirm: we have sent you an e-mail with a link that confirms your sign-up. Until
        you open it, we send you nothing else.
      </p>
      <div>
        <Button asChild>
          <RouterAnchor href="/restaurants">Find a restaurant</RouterAnchor>
        </Button>
      </div>
    </div>
  );
}
