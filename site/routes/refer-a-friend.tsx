import { createFileRoute } from '@tanstack/react-router';
import { ReferAFriendPage } from '../components/ReferAFriendPage.tsx';

/** Refer a friend (spec 2.1)refer-a-friend. */
export const Route = createFileRoute('/refer-a-friend')({
  head: () => ({ meta: [{ title: 'Refer a friend | Fittizia Trattoria' }] }),
  component: ReferAFriendPage,
});
