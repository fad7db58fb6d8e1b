import { BOOK_NOW_TEXT, BOOKING_MESSAGES, type BrandClient, type Restaurant } from '@fittizia/contract';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { CardGuarantee, type CardProvider, cardGuaranteeCalls } from '../CardGuarantee/CardGuarantee.tsx';
import { type JourneyStep, type MainAction, wizardStandbyAsk } from '../journey/index.ts';
import type { BookingBotTrap } from '../steps/BotTrap/BotTrap.tsx';
import { StandbyJoin } from '../steps/StandbyJoin/StandbyJoin.tsx';
import { WizardDetails } from '../steps/WizardDetails/WizardDetails.tsx';
import { WizardOccasion } from '../steps/WizardOccasion/WizardOccasion.tsx';
import { WizardSlot } from '../steps/WizardSlot/WizardSlot.tsx';
import { GroupBooking, GroupContact } from '../steps/WizardViews/GroupBooking.tsx';
import { RestaurantChoice } from '../steps/WizardViews/RestaurantChoice.tsx';
import { ThankYou } from '../steps/WizardViews/ThankYou.tsx';
import * as styles from '../steps/wizard.css.ts';
import { useBookingWizard } from './useBookingWizard.ts';

export interface BookingWizardProps {
  /** The brand client (same-origin through the site's proxy in the browser). */
  client: BrandClient;
  /** The restaurants the diner can book (a city's, say). */
  restaurants: readonly Restaurant[];
  initialRestaurantId?: string;
  cardProvider: CardProvider;
  /** The configured book-now text (site settings' book_now_text); 'Book Now' by default. */
  bookNowText?: string;
  /** A booking failed (the analytics event booking_unavailable of spec 4.3 carries the restaurant id). */
  onBookingFailed?(restaurantId: string): void;
  /** Today; the clock by default. */
  now?: Date;
  /** The keyless bot check of the host's API: step three reports when it is shown and its honeypot. */
  botTrap?: BookingBotTrap | undefined;
}

/** The wizard's three steps over the journey's: step one asks, step two finds a time, step three books. */
const WIZARD_STEP: Record<JourneyStep, 1 | 2 | 3> = {
  restaurant: 1,
  search: 1,
  times: 2,
  menu: 2,
  extras: 3,
  details: 3,
  card: 3,
  done: 3,
};

const STEP_TITLES = {
  1: 'Occasion, guests and date',
  2: 'Time, menu and area',
  3: 'Your details',
};

/**
 * The older booking wizard (spec 2.5, 4.4): a shell over `useBookingWizard` (the journey, its reads and its
 * booking) rendering one view of `steps/` at a time: steps one to three, the card guarantee, thank-you,
 * group-booking and restaurant select and change.
 */
export function BookingWizard(props: BookingWizardProps) {
  const { client, restaurants, cardProvider, bookNowText = BOOK_NOW_TEXT } = props;
  const model = useBookingWizard(props);
  const { state, dispatch, restaurant } = model;
  const step = WIZARD_STEP[state.step];
  const cardStep = state.step === 'card';
  const view = !state.restaurantId ? 'restaurant-select' : state.step === 'done' ? 'thank-you' : model.panel;
  // Step two found no time for the party: the standby list is offered where a table could come free, as in the modal.
  const standbyAsk = wizardStandbyAsk(state, restaurant?.title, model.standbyOffered, restaurant);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const card = useMemo(() => cardGuaranteeCalls(client), [client]);

  // Move focus to the heading of each new step or view, so keyboard and screen-reader users follow along.
  const focusKey = `${view}-${step}-${cardStep}`;
  const shownKey = useRef(focusKey);
  useEffect(() => {
    if (shownKey.current === focusKey) return;
    shownKey.current = focusKey;
    headingRef.current?.focus();
  }, [focusKey]);

  const heading = (title: string): ReactNode => (
    <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
      {title}
    </h2>
  );
  const mainLabels: Record<MainAction, string> = {
    enquire: 'Enquire Now',
    card: 'Card Guarantee',
    book: bookNowText,
  };
  const mainLabel = mainLabels[model.action];

  const { outcome } = state;
  const message =
    (outcome?.kind === 'call-us' ? outcome.message : undefined) ??
    (outcome?.kind === 'provider' ? BOOKING_MESSAGES.notSupported : undefined) ??
    state.bookingError ??
    state.availabilityError ??
    (state.availabilityMessage === 'callUs' ? BOOKING_MESSAGES.callUs : undefined) ??
    state.slotMessage;
  const error = message ? (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{message}</p>
      {model.slotTaken ? (
        <Button variant="secondary" onClick={model.chooseAnotherTime}>
          Choose another time
        </Button>
      ) : null}
      {outcome?.kind === 'provider' ? (
        <a className={styles.link} href={outcome.href} rel="noopener noreferrer" target="_blank">
          Book with the restaurant's booking partner (opens in a new tab)
        </a>
      ) : null}
    </div>
  ) : (
    <div role="alert" />
  );

  let body: ReactNode;
  switch (view) {
    case 'restaurant-select':
    case 'restaurant-change':
      body = (
        <RestaurantChoice
          key={view}
          heading={heading(view === 'restaurant-select' ? 'Choose a restaurant' : 'Change restaurant')}
          restaurants={restaurants}
          current={state.restaurantId ?? null}
          changing={view === 'restaurant-change'}
          onChoose={model.chooseRestaurant}
          onCancel={() => model.setPanel('steps')}
        />
      );
      break;
    case 'group-booking':
      body = <GroupBooking model={model} heading={heading} />;
      break;
    case 'group-booking-contact':
      body = <GroupContact model={model} heading={heading} />;
      break;
    case 'thank-you':
      body = <ThankYou model={model} heading={heading} />;
      break;
    default:
      body = (
        <div className={styles.view}>
          <p className={styles.stepCount}>Step {step} of 3</p>
          {heading(cardStep ? 'Guarantee your booking' : STEP_TITLES[step])}
          {restaurant ? (
            <div className={styles.restaurantBar}>
              <p className={styles.restaurantName}>
                <span className={styles.muted}>Booking at </span>
                {restaurant.title}
              </p>
              {restaurants.length > 1 ? (
                <Button variant="link" size="sm" onClick={() => model.setPanel('restaurant-change')}>
                  Change restaurant
                </Button>
              ) : null}
            </div>
          ) : null}
          {error}
          {step === 1 ? (
            <WizardOccasion
              state={state}
              dispatch={dispatch}
              today={model.today}
              restaurant={restaurant}
              loading={model.readingOccasions}
              onContinue={model.continueFromStepOne}
            />
          ) : null}
          {step === 2 ? (
            <WizardSlot
              state={state}
              busy={model.readingTimes}
              onMenu={(menuId) => void model.loadSlots(state, menuId, state.areaId)}
              onArea={(areaId) => void model.loadSlots(state, state.menuId ?? '', areaId)}
              onTime={(time) => dispatch({ type: 'chooseTime', time })}
              onBack={() => dispatch({ type: 'showStep', step: 'search' })}
              onContinue={() => void model.startStepThree()}
            />
          ) : null}
          {standbyAsk ? (
            <StandbyJoin
              ask={standbyAsk}
              join={(body) => client.call('standbyJoin', { params: { storeId: standbyAsk.storeId }, body })}
            />
          ) : null}
          {step === 3 && !cardStep ? (
            <WizardDetails
              model={model}
              headingId={headingId}
              restaurantTitle={restaurant?.title}
              mainLabel={mainLabel}
              botTrap={props.botTrap}
            />
          ) : null}
          {cardStep ? (
            <CardGuarantee
              provider={cardProvider}
              getClientToken={card.getClientToken}
              submitCard={card.submitCard}
              customer={{
                firstName: state.customer.firstName.trim(),
                lastName: state.customer.lastName.trim(),
                email: state.customer.email.trim(),
              }}
              bookLabel={model.enquiry ? 'Enquire Now' : 'Book Now'}
              onAccepted={(customerId) => dispatch({ type: 'cardAccepted', customerId })}
              onBook={() => void model.book()}
              submitting={model.submitting}
            />
          ) : null}
        </div>
      );
  }

  return (
    <section className={styles.root} aria-labelledby={headingId} data-testid="booking-wizard">
      {body}
    </section>
  );
}
