import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useAnchor } from '../../../shared/Anchor.tsx';
import * as styles from './RegistrationCard.css.ts';

export interface RegistrationCardProps {
  /** The sign-up form's page. */
  signUpHref?: string;
  /** Where a member learns how to change their preferences (the link in each of our e-mails). */
  preferencesHelpHref: string;
  headingLevel?: 2 | 3;
}

/**
 * The registration page's card (spec 2.7, 9: 300 px): join the club, or, for someone already a member, where
 * to change their preferences. Members reach their own preferences from the link in our e-mails (they are
 * keyed by a guid, spec 7.5), so the card explains that rather than asking them to sign in.
 */
export function RegistrationCard({
  signUpHref = '/signup',
  preferencesHelpHref,
  headingLevel = 2,
}: RegistrationCardProps) {
  const Anchor = useAnchor();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="section" bordered aria-labelledby="registration-card-title" className={styles.root}>
      <Heading id="registration-card-title" className={styles.title}>
        Join Fittizia Trattoria
      </Heading>
      <p className={styles.text}>Sign up for offers, new menus and a treat on your birthday.</p>
      <Button asChild>
        <Anchor href={signUpHref}>Sign up</Anchor>
      </Button>
      <p className={styles.text}>
        <strong>Already a member?</strong> Change what we send you from the &lsquo;Update your
        preferences&rsquo; link at the bottom of any of our e-mails.
      </p>
      <Link asChild variant="standalone">
        <Anchor href={preferencesHelpHref}>How to update your preferences</Anchor>
      </Link>
    </Card>
  );
}
