import { extrasWords } from '../Confirmation/ExtrasFacts.tsx';
import { longDate, partyWords } from '../format.ts';
import * as styles from '../wizard.css.ts';
import type { WizardState } from '../wizardModel.ts';

/** Every choice of the wizard: restaurant, date, time, guests, menu, extras with their total, special request. */
export function WizardSummary({
  state,
  restaurantTitle,
  specialRequest,
}: {
  state: WizardState;
  restaurantTitle: string | undefined;
  specialRequest?: string | undefined;
}) {
  const menu = state.restaurantMenus.find((m) => m.id === state.selectedMenu);
  const extras = extrasWords(state);
  return (
    <dl className={styles.summary} data-testid="booking-summary">
      <dt>Restaurant</dt>
      <dd>{restaurantTitle}</dd>
      <dt>Date</dt>
      <dd>{longDate(state.selectedDate)}</dd>
      <dt>Time</dt>
      <dd>{state.selectedBookingTime}</dd>
      <dt>Guests</dt>
      <dd>{partyWords({ adults: state.adultCovers, children: state.childCovers })}</dd>
      {menu ? (
        <>
          <dt>Menu</dt>
          <dd>{menu.name}</dd>
        </>
      ) : null}
      {extras ? (
        <>
          <dt>Extras</dt>
          <dd>
            {extras.lines.join('; ')}. {extras.total}
          </dd>
        </>
      ) : null}
      {specialRequest ? (
        <>
          <dt>Special request</dt>
          <dd>{specialRequest}</dd>
        </>
      ) : null}
    </dl>
  );
}
