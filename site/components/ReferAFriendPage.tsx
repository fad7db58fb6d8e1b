import { Heading, ReferAFriend } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQuery } from '../lib/queries.ts';
import { absoluteUrl, siteOrigin } from '../lib/seo.ts';
import * as styles from './CustomerPages.css.ts';

/** Refer a friend (spec 2.1: `/refer-a-friend` and `/referral`): the sign-up page's link to share. */
export function ReferAFriendPage() {
  const { data: settings } = useSuspenseQuery(settingsQuery());
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">Refer a friend</Heading>
      <ReferAFriend
        shareUrl={absoluteUrl(siteOrigin(settings), '/sign-up')}
        shareText="Join me at Fittizia Trattoria: sign up for offers, new menus and a treat on your birthday."
      />
    </div>
  );
}
