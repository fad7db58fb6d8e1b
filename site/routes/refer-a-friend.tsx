import { createFileRoute } from '@tanstack/react-router';
import { ReferAFriendView } from '../components/lazy-parts.ts';

/** Refer a friend (spec 2.1)refer-a-friend. */
export const Route = createFileRoute('/refer-a-friend')({
  head: () => ({ meta: [{ title: 'Refer a friend | Fittizia Trattoria' }] }),
  loader: () => ReferAFriendView.preload(),
  component: () => <ReferAFriendView />,
});
