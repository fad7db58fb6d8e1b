import { createFileRoute } from '@tanstack/react-router';
import { ContactPageView } from '../components/lazy-parts.ts';
import { withPart } from '../lib/lazy-part.tsx';

/** Group bookings (spec 2.7): the contact form in its group-booking variant (guests). */
export const Route = createFileRoute('/group-bookings')({
  loader: ({ context: { queryClient } }) =>
    withPart(
      ContactPageView,
      import('../lib/customer-queries.ts').then((queries) => queries.ensureContactFormData(queryClient)),
    ),
  head: () => ({ meta: [{ title: 'Group bookings | Fittizia Trattoria' }] }),
  component: () => <ContactPageView variant="group-booking" />,
});
