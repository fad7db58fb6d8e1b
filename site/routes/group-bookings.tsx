import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../components/ContactPage.tsx';
import { contactContentQuery, contactTypesQuery } from '../lib/customer-queries.ts';

/** Group bookings (spec 2.7): the contact form in its group-booking variant (guests). */
export const Route = createFileRoute('/group-bookings')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(contactContentQuery()),
      queryClient.ensureQueryData(contactTypesQuery()),
    ]),
  head: () => ({ meta: [{ title: 'Group bookings | Fittizia Trattoria' }] }),
  component: () => <ContactPage variant="group-booking" />,
});
