import { BOOK_NOW_TEXT, type BrandClient, type Restaurant } from '@fittizia/contract';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { CardGuarantee, type CardProvider, cardGuaranteeCalls } from '../CardGuarantee/CardGuarantee.tsx';
import type { MainAction } from '../journey/availability.ts';
import { wizardStandbyAsk } from '../journey/standby.ts';
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
import type { WizardStep } from './wizardReducer.ts';

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

const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Occasion, guests and date',
  2: 'Time, menu and area',
  3: 'Your details',
};

/**
 * The older booking wizard (spec 2.5, 4.4): a shell over `useBookingWizard` (its calls, through the journey's
 * request, Idempotency-Key and messages) rendering one view of `steps/` at a time: steps one to three, the card
 * guarantee, thank-you, group-booking and restaurant select and change.
 */
export function BookingWizard(props: BookingWizardProps) {
  const { client, restaurants, cardProvider, bookNowText = BOOK_NOW_TEXT } = props;
  const model = useBookingWizard(props);
  const { state, dispatch, restaurant, cardStep, customerInput } = model;
  // Step two found no time for the party: the standby list is offered, as in the modal.
  const standbyAsk = wizardStandbyAsk(state, restaurant?.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const card = useMemo(() => cardGuaranteeCalls(client), [client]);

  // Move focus to the heading of each new step or view, so keyboard and screen-reader users follow along.
  const focusKey = `${state.view}-${state.step}-${cardStep}`;
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

  const error = state.bookingErrorMessage ? (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{state.bookingErrorMessage}</p>
      {state.slotTaken ? (
        <Button
          variant="secondary"
          onClick={() => {
            dispatch({ type: 'step/set', step: 2 });
            void model.loadSlots(state, state.selectedMenu, state.selectedArea);
          }}
        >
          Choose another time
        </Button>
      ) : null}
      {model.providerUrl && !model.holidayPark ? (
        <a className={styles.link} href={model.providerUrl} rel="noopener noreferrer" target="_blank">
          Book with the restaurant's booking partner (opens in a new tab)
        </a>
      ) : null}
    </div>
  ) : (
    <div role="alert" />
  );

  let body: ReactNode;
  switch (state.view) {
    case 'restaurant-select':
    case 'restaurant-change':
      body = (
        <RestaurantChoice
          key={state.view}
          heading={heading(state.view === 'restaurant-select' ? 'Choose a restaurant' : 'Change restaurant')}
          restaurants={restaurants}
          current={state.restaurantId}
          changing={state.view === 'restaurant-change'}
          onChoose={(id) => {
            if (state.view === 'restaurant-change') dispatch({ type: 'reset', restaurant: true });
            dispatch({ type: 'restrictions/reset', today: model.todayIso });
            dispatch({ type: 'restaurant/set', restaurantId: id });
          }}
          onCancel={() => dispatch({ type: 'view/set', view: 'steps' })}
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
          <p className={styles.stepCount}>Step {state.step} of 3</p>
          {heading(cardStep ? 'Guarantee your booking' : STEP_TITLES[state.step])}
          {restaurant ? (
            <div className={styles.restaurantBar}>
              <p className={styles.restaurantName}>
                <span className={styles.muted}>Booking at </span>
                {restaurant.title}
              </p>
              {restaurants.length > 1 ? (
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => dispatch({ type: 'view/set', view: 'restaurant-change' })}
                >
                  Change restaurant
                </Button>
              ) : null}
            </div>
          ) : null}
          {error}
          {state.step === 1 ? (
            <WizardOccasion
              state={state}
              dispatch={dispatch}
              today={model.today}
              onContinue={model.continueFromStepOne}
            />
          ) : null}
          {state.step === 2 ? (
            <WizardSlot
              state={state}
              onMenu={(menuId) => {
                dispatch({ type: 'menu/set', menuId });
                void model.loadSlots(state, menuId, state.selectedArea);
              }}
              onArea={(areaId) => {
                dispatch({ type: 'area/set', areaId });
                void model.loadSlots(state, state.selectedMenu, areaId);
              }}
              onTime={(time) => dispatch({ type: 'time/set', time })}
              onBack={() => dispatch({ type: 'step/set', step: 1 })}
              onContinue={() => void model.startStepThree()}
            />
          ) : null}
          {standbyAsk ? (
            <StandbyJoin
              ask={standbyAsk}
              join={(body) => client.call('standbyJoin', { params: { storeId: standbyAsk.storeId }, body })}
            />
          ) : null}
          {state.step === 3 && !cardStep ? (
            <WizardDetails
              model={model}
              headingId={headingId}
              restaurantTitle={restaurant?.title}
              mainLabel={mainLabel}
              botTrap={props.botTrap}
            />
          ) : null}
          {state.step === 3 && cardStep ? (
            <CardGuarantee
              provider={cardProvider}
              getClientToken={card.getClientToken}
              submitCard={card.submitCard}
              customer={{
                firstName: customerInput.firstName.trim(),
                lastName: customerInput.lastName.trim(),
                email: customerInput.email.trim(),
              }}
              bookLabel={state.isEnquiry ? 'Enquire Now' : 'Book Now'}
              onAccepted={(customerId) => dispatch({ type: 'card/accepted', customerId })}
              onBook={() => void model.book(state.braintreeCustomerId)}
              submitting={state.stepThreeLoading}
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
