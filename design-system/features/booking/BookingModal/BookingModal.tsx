import { BOOK_NOW_TEXT, type BrandClient, partyRoute, type Restaurant } from '@fittizia/contract';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import {
  covers,
  GROUP_ENQUIRY_TITLE,
  initialJourney,
  type JourneyState,
  journeyStandbyAsk,
} from '../journey/index.ts';
import type { BookingBotTrap } from '../steps/BotTrap/BotTrap.tsx';
import { CardStep, type CardStepRenderProps } from '../steps/CardStep/CardStep.tsx';
import { Confirmation, type ConfirmationLinks } from '../steps/Confirmation/Confirmation.tsx';
import { DetailsStep } from '../steps/DetailsStep/DetailsStep.tsx';
import { ExtrasStep } from '../steps/ExtrasStep/ExtrasStep.tsx';
import { MenuStep } from '../steps/MenuStep/MenuStep.tsx';
import * as styles from '../steps/modal.css.ts';
import { RestaurantOutcome, RestaurantSummary } from '../steps/RestaurantOutcome/RestaurantOutcome.tsx';
import { SearchStep } from '../steps/SearchStep/SearchStep.tsx';
import { StandbyJoin } from '../steps/StandbyJoin/StandbyJoin.tsx';
import { SwitchNotice } from '../steps/TimesStep/SwitchNotice.tsx';
import { TimesStep } from '../steps/TimesStep/TimesStep.tsx';
import { hasChoices, LeaveBooking } from './LeaveBooking.tsx';
import { LocationPicker } from './LocationPicker.tsx';
import { OpenerNote, useBookingModal } from './useBookingModal.ts';

export type { BookingBotTrap } from '../steps/BotTrap/BotTrap.tsx';
export type { CardStepRenderProps } from '../steps/CardStep/CardStep.tsx';
export type BookingModalLinks = ConfirmationLinks;

export interface BookingModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Typed brand client; every booking call of 7.2 goes through it. */
  client: BrandClient;
  /** The location list for the picker and for the nearest-restaurant suggestion. */
  restaurants: readonly Restaurant[];
  /** Preselected restaurant: skips the picker. */
  initialRestaurantId?: string | undefined;
  /** Prefill from the strip form. */
  initialSearch?: { adults?: number; children?: number; date?: string; time?: string } | undefined;
  /**
   * The party, date and time of `initialSearch` were chosen already (a time of a table search, `chosen=1`):
   * availability is checked at once and the journey goes on to the next step it needs.
   */
  chosenTime?: boolean | undefined;
  /** A single-location site: the only/default restaurant is chosen automatically. */
  singleLocation?: boolean;
  /** Configured book-now text (settings.book_now_text). */
  bookNowText?: string;
  /** 'group' = group-booking mode of 4.2. */
  mode?: 'standard' | 'group';
  /** Renders the card step; it calls onAccepted(customerId), then onBook places the booking. */
  renderCardStep?: (props: CardStepRenderProps) => ReactNode;
  /** Called with the restaurant id when a booking fails. */
  onBookingFailed?(restaurantId: string): void;
  links: BookingModalLinks;
  /** Device location for the picker; navigator.geolocation by default, null when none. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  /** Injected clock (default new Date()). */
  now?: Date;
  /**
   * The id of the journey this opening belongs to: its confirmed booking is kept through a reload, Back and
   * Forward until the modal is closed, and never shown in another journey (the next Book Now starts afresh).
   */
  keepConfirmed?: string | undefined;
  /** The journey kept in the history entry the diner is on (Back, Forward, a reload), if any. */
  historyState?: JourneyState | undefined;
  /** Told of each step the diner reaches, so the host can keep it in the history. */
  onStep?: (state: JourneyState) => void;
  /** The link that opened the modal (address and words), when opening it redrew the page; focus returns to it. */
  openerLink?: { href: string; text: string } | undefined;
  /** The keyless bot check of the host's API: the details step reports when it is shown and its honeypot. */
  botTrap?: BookingBotTrap | undefined;
}

const deviceLocation = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

/**
 * The improved booking modal (spec 2.5, 4.2, 4.3): a shell that renders the journey model's current step. The
 * rules are the model's (`journey/`); each step's view is a folder of `steps/`; the calls are
 * `useBookingModal`'s.
 */
export function BookingModal({
  open,
  onOpenChange,
  client,
  restaurants,
  initialRestaurantId,
  initialSearch,
  chosenTime,
  singleLocation = false,
  bookNowText = BOOK_NOW_TEXT,
  mode = 'standard',
  renderCardStep,
  onBookingFailed,
  links,
  geolocation,
  now: nowProp,
  keepConfirmed,
  historyState,
  onStep,
  openerLink,
  botTrap,
}: BookingModalProps) {
  const [now] = useState(() => nowProp ?? new Date());
  const autoRestaurant = useMemo(
    () =>
      (initialRestaurantId ? restaurants.find((r) => r.storeId === initialRestaurantId) : undefined) ??
      (singleLocation || restaurants.length === 1 ? restaurants[0] : undefined),
    [initialRestaurantId, restaurants, singleLocation],
  );
  const init = useMemo(
    () => ({
      ...(autoRestaurant ? { restaurant: autoRestaurant } : {}),
      ...(initialSearch ? { search: initialSearch } : {}),
    }),
    [autoRestaurant, initialSearch],
  );
  const journey = useBookingModal({
    open,
    client,
    restaurants,
    init,
    now,
    onBookingFailed,
    keepConfirmed,
    historyState,
    onStep,
    openerLink,
    chosenTime,
  });
  const { state, dispatch, busy } = journey;
  const { step } = state;
  const restaurant = restaurants.find((r) => r.storeId === state.restaurantId);
  const locked = Boolean(autoRestaurant) && (singleLocation || restaurants.length === 1 || mode === 'group');
  const storeName = state.chosen?.storeName ?? restaurant?.title;
  // No table fits what was asked: the standby list is offered.
  const standbyAsk = journeyStandbyAsk(state, restaurant?.title, restaurant);
  const stepProps = { state, dispatch };

  // Closing a journey with choices in it (Escape, the close button) asks first; an untouched or finished one closes.
  // A choice is one the journey holds, or anything typed into a field past the restaurant and not yet taken in
  // (a number typed, the field still focused).
  const [leaving, setLeaving] = useState(false);
  const typed = useRef(false);
  const start = useMemo(() => initialJourney(init).search, [init]);
  const askOpenChange = (next: boolean) => {
    const typedHere = step !== 'restaurant' && step !== 'done' && typed.current;
    if (!next && (typedHere || hasChoices(state, start, restaurant as Record<string, unknown> | undefined)))
      setLeaving(true);
    else onOpenChange(next);
  };
  useEffect(() => {
    if (!open || step === 'restaurant') typed.current = false;
    if (!open) setLeaving(false);
  }, [open, step]);

  const title =
    step === 'done'
      ? state.confirmation?.enquiry
        ? 'Thank you for your enquiry'
        : 'Your booking is confirmed'
      : step === 'restaurant' && !state.restaurantId
        ? 'Please select a location.'
        : partyRoute(covers(state.search)) === 'enquire'
          ? GROUP_ENQUIRY_TITLE
          : mode === 'group'
            ? 'Create your group booking'
            : 'Create your booking';

  return (
    <>
      <OpenerNote open={open} note={journey.noteOpener} />
      <Modal title={title} open={open} onOpenChange={askOpenChange}>
        <div
          className={styles.journey}
          data-step={step}
          onInput={() => {
            if (step !== 'restaurant') typed.current = true;
          }}
        >
          <p className={visuallyHidden} role="status" aria-live="polite">
            {journey.announcement}
          </p>
          <SwitchNotice notice={step === 'done' ? undefined : state.switchNotice} />
          {step === 'restaurant' && !state.restaurantId ? (
            <LocationPicker
              restaurants={restaurants}
              geolocation={geolocation === undefined ? deviceLocation() : geolocation}
              onAnnounce={journey.announce}
              onChoose={(r) => dispatch({ type: 'chooseRestaurant', restaurant: r })}
            />
          ) : null}
          <RestaurantOutcome {...stepProps} restaurant={restaurant} locked={locked} />
          {step !== 'restaurant' && step !== 'done' ? (
            <>
              <RestaurantSummary {...stepProps} restaurant={restaurant} locked={locked} />
              <SearchStep
                {...stepProps}
                now={now}
                restaurant={restaurant}
                checking={busy === 'availability'}
                onCheck={() => void journey.checkAvailability()}
              />
              <TimesStep
                {...stepProps}
                storeName={storeName}
                phoneNumber={restaurant?.phoneNumber}
                lookingForOthers={busy === 'others'}
              />
              {standbyAsk ? (
                <StandbyJoin
                  ask={standbyAsk}
                  join={(body) =>
                    client.call('standbyJoin', { params: { storeId: standbyAsk.storeId }, body })
                  }
                />
              ) : null}
              <MenuStep {...stepProps} loading={busy === 'menus'} />
              <ExtrasStep {...stepProps} loading={busy === 'extras'} />
              <DetailsStep
                {...stepProps}
                bookNowText={bookNowText}
                busy={busy === 'requirements'}
                placing={busy === 'booking'}
                onBook={() => void journey.book()}
                botTrap={botTrap}
              />
              <CardStep
                {...stepProps}
                enquiry={journey.enquiry}
                placing={busy === 'booking'}
                onBook={() => void journey.book()}
                renderCardStep={renderCardStep}
              />
            </>
          ) : null}
          {journey.error ? (
            <p className={styles.error} role="alert">
              {journey.error}
            </p>
          ) : null}
          {step === 'done' ? (
            <Confirmation
              state={state}
              restaurant={restaurants.find((r) => r.storeId === state.chosen?.storeId) ?? restaurant}
              links={links}
            />
          ) : null}
        </div>
        <LeaveBooking
          open={open && leaving}
          onKeepGoing={() => setLeaving(false)}
          onLeave={() => {
            setLeaving(false);
            onOpenChange(false);
          }}
        />
      </Modal>
    </>
  );
}
