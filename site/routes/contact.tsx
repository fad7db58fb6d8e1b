import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../components/ContactPage.tsx';
import { contactContentQuery, contactTypesQuery } from '../lib/customer-queries.ts';

/** Contact us (spec 2.7): the contact form with reasons, sub-reasons, restaurant and files. */
export const Route = createFileRoute('/contact')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(contactContentQuery()),
      queryClient.ensureQueryData(contactTypesQuery()),
    ]),
  head: () => ({ meta: [{ title: 'Contact us | Fittizia Trattoria' }] }),
  component: () => <ContactPage variant="contact" />,
});
