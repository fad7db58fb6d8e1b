import { createFileRoute } from '@tanstack/react-router';
import { ContactPageView } from '../components/lazy-parts.ts';
import { withPart } from '../lib/lazy-part.tsx';

/** Contact us (spec 2.7): the contact form with reasons, sub-reasons, restaurant and files. */
export const Route = createFileRoute('/contact')({
  loader: ({ context: { queryClient } }) =>
    withPart(
      ContactPageView,
      import('../lib/customer-queries.ts').then((queries) => queries.ensureContactFormData(queryClient)),
    ),
  head: () => ({ meta: [{ title: 'Contact us | Fittizia Trattoria' }] }),
  component: () => <ContactPageView variant="contact" />,
});
