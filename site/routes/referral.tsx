import { createFileRoute } from '@tanstack/react-router';
import { ReferAFriendPage } from '../components/ReferAFriendPage.tsx';

/** Refer a friend (spec 2.1), the short address. */
export const Route = createFileRoute('/referral')({
  head: () => ({ meta: [{ title: 'Refer a friend | Fittizia Trattoria' }] }),
  component: ReferAFriendPage,
});
