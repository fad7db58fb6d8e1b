import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { PRIORITY, prefetchWhenIdle } from '../../lib/prefetch.ts';
import { afterInteractionAnswered } from '../../lib/yield-to-main.ts';
import * as styles from '../SiteLayout.css.ts';

/*
 * The home page's booking strip (spec 2.5: 'A strip form also exists'): the design system's BookingStrip, which
 * opens the booking modal with what was chosen. Its code (the form controls, the date picker) is not in the first
 * load: it is fetched when the page is idle (lib/prefetch.ts), so a first tap elsewhere (the menu button) does not
 * wait for it, and shown at the visitor's first interaction with the page (pointer, key, touch or scroll); until
 * then, and without JavaScript, the box holds a link to the modal.
 */

const loadStrip = () => import('./HomeBookingStripForm.tsx');
const HomeBookingStripForm = lazy(loadStrip);

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

function Placeholder({ bookNowText }: { bookNowText: string }) {
  return (
    <p>
      <a href="/#booking">{bookNowText}: choose a restaurant, your party, a date and a time</a>
    </p>
  );
}

export function HomeBookingStrip({ bookNowText }: { bookNowText: string }) {
  const [wanted, setWanted] = useState(false);
  // The code is fetched when the page is idle, but the form replaces the link only at the visitor's first
  // interaction: swapping it in at idle would move everything below the strip while nobody has touched the page.
  useEffect(() => prefetchWhenIdle(loadStrip, PRIORITY.body), []);
  useEffect(() => {
    if (wanted) return;
    // Not urgent: the interaction that swaps the form in is the diner's tap on something else (the menu button,
    // a link), whose own answer is drawn first; the form follows in the next frames. A tap's touchstart and
    // pointerdown come before its click, so the swap waits until the click's answer has been drawn.
    let cancel: (() => void) | undefined;
    const want = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want);
      cancel = afterInteractionAnswered(() => startTransition(() => setWanted(true)));
    };
    for (const type of INTERACTIONS) window.addEventListener(type, want, { passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want);
      cancel?.();
    };
  }, [wanted]);
  return (
    <section className={styles.bookingStrip} aria-labelledby="booking-strip-title">
      <h2 id="booking-strip-title" className={styles.bookingStripTitle}>
        Book a table
      </h2>
      {wanted ? (
        <Suspense fallback={<Placeholder bookNowText={bookNowText} />}>
          <HomeBookingStripForm
            bookNowText={bookNowText}
            fallback={<Placeholder bookNowText={bookNowText} />}
          />
        </Suspense>
      ) : (
        <Placeholder bookNowText={bookNowText} />
      )}
    </section>
  );
}
