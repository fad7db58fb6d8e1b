import { ENQUIRY_COVERS_THRESHOLD, ENQUIRY_REPLY_HOURS } from '@fittizia/contract';
import { ContactForm, Heading, HoneypotField, PartySizeRule } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBrandClient, usePrefetchCalls } from '../lib/brand-client.ts';
import { contactContentQuery, contactTypesQuery } from '../lib/customer-queries.ts';
import { setFormTrap, startForm } from '../lib/form-started.ts';
import { rehearse, submitForm } from '../lib/rehearsal.tsx';
import { BotCheckNotice, useBotCheck } from './BotCheck.tsx';
import * as styles from './CustomerPages.css.ts';

/** Opens the booking dialog in group-booking mode over this page. */
const GROUP_BOOKING_OPENER = '/group-bookings#group-booking';

const copy = {
  contact: {
    title: 'Contact us',
    lead: 'Questions about a visit, a booking or an allergen? Write to us and our guest team replies within two working days.',
  },
  'group-booking': {
    title: 'Group bookings',
    // The parties that enquire (the rule below says the rest), and the one reply time the thank-you repeats.
    lead: `Booking for ${ENQUIRY_COVERS_THRESHOLD} or more? Send us an enquiry and we reply within ${ENQUIRY_REPLY_HOURS} hours.`,
  },
} as const;

/**
 * The contact page and its group-booking variant (spec 2.7, 4.7, 7.3): reasons and sub-reasons, restaurant,
 * files; the group variant asks for guests and a preferred date and time. Status 200 replaces the form with its
 * confirmation; anything else shows the error block and keeps everything typed.
 */
export function ContactPage({ variant }: { variant: 'contact' | 'group-booking' }) {
  const { data: content } = useSuspenseQuery(contactContentQuery());
  const { data: types } = useSuspenseQuery(contactTypesQuery());
  const botCheck = useBotCheck(variant === 'contact' ? 'contact' : 'group_booking');
  const call = variant === 'contact' ? 'contactSendEmail' : 'contactGroupBooking';
  // The bot check that needs no keys: the form's minimum fill time counts from when it is shown.
  useEffect(() => startForm(call), [call]);
  // Send's request leaves at once: the client and the call's schemas are fetched when the page is idle.
  usePrefetchCalls([call]);
  // The likeliest first tap is Send before everything is filled in: rehearsed once, unseen, when the page is idle
  // (rehearsal.tsx). The rehearsal's form is empty, so it never sends.
  useEffect(() => {
    const refuse = () => Promise.reject(new Error('a rehearsal does not send'));
    void rehearse({
      key: `contact:${variant}`,
      views: [<ContactForm key="form" variant={variant} types={types} content={content} submit={refuse} />],
      acts: [submitForm],
    });
  }, [variant, types, content]);
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">{copy[variant].title}</Heading>
      <p className={styles.lead}>{copy[variant].lead}</p>
      {variant === 'group-booking' ? (
        // The booking dialog's rule, in its words; booking online is spec 4.2's group-booking trigger: the booking
        // modal in group-booking mode (BookingHost).
        <PartySizeRule bookOnlineHref={GROUP_BOOKING_OPENER} />
      ) : null}
      <ContactForm
        variant={variant}
        types={types}
        content={content}
        submit={async ({ call, body }) => {
          const client = await getBrandClient();
          const answer =
            call === 'contactSendEmail'
              ? await client.call('contactSendEmail', { body })
              : await client.call('contactGroupBooking', { body });
          return answer.data;
        }}
        getCaptchaToken={botCheck.getCaptchaToken}
        hiddenFields={<HoneypotField onChange={(value) => setFormTrap(call, value)} />}
      />
      <BotCheckNotice enabled={botCheck.enabled} />
    </div>
  );
}
