import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQuery } from '../lib/queries.ts';
import { HomeBookingStrip } from './booking/HomeBookingStrip.tsx';
import { ContentPageView } from './ContentPageView.tsx';

/** The home page (`/` and `/book-now`): its tiles, with the booking strip (spec 2.5) under the hero. */
export function HomePage() {
  const { data: settings } = useSuspenseQuery(settingsQuery());
  return (
    <ContentPageView id="home" afterFirstTile={<HomeBookingStrip bookNowText={settings.book_now_text} />} />
  );
}
