import { createFileRoute } from '@tanstack/react-router';
import { ReferAFriendView } from '../components/lazy-parts.ts';

/** Refer a friend (spec 2.1), the short address. */
export const Route = createFileRoute('/referral')({
  head: () => ({ meta: [{ title: 'Refer a friend | Fittizia Trattoria' }] }),
  loader: () => ReferAFriendView.preload(),
  component: () => <ReferAFriendView />,
});
