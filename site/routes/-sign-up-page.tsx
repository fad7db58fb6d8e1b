import { Heading, RegistrationCard, SignUpForm } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BotCheckNotice, useBotCheck } from '../components/BotCheck.tsx';
import * as styles from '../components/CustomerPages.css.ts';
import { getBrandClient, usePrefetchCalls } from '../lib/brand-client.ts';
import { signupRestaurants } from '../lib/customer-pages.ts';
import { restaurantDirectoryQuery } from '../lib/restaurant-queries.ts';

/** Sign up's request leaves at once: the client and the call's schemas are fetched when the page is idle. */
const SIGN_UP_CALLS = ['signup'] as const;

export function SignUpPage() {
  const { data } = useSuspenseQuery(restaurantDirectoryQuery());
  const navigate = useNavigate();
  const botCheck = useBotCheck('signup');
  usePrefetchCalls(SIGN_UP_CALLS);
  return (
    <div className={styles.page}>
      <Heading level="1">Sign up</Heading>
      <p className={styles.lead}>Offers, new menus and a treat on your birthday, straight to your inbox.</p>
      <div className={styles.withAside}>
        <div>
          <SignUpForm
            restaurants={signupRestaurants(data.restaurants)}
            submit={async (body) => (await (await getBrandClient()).call('signup', { body })).data}
            getCaptchaToken={botCheck.getCaptchaToken}
            onSuccess={() => navigate({ to: '/signup-thanks' })}
          />
          <BotCheckNotice enabled={botCheck.enabled} />
        </div>
        <RegistrationCard signUpHref="/sign-up" preferencesHelpHref="/faqs" />
      </div>
    </div>
  );
}
