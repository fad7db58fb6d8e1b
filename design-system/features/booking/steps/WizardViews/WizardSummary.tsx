import type { JourneyState } from '../../journey/index.ts';
import { extrasWords } from '../Confirmation/ExtrasFacts.tsx';
import { longDate, partyWords } from '../format.ts';
import * as styles from '../wizard.css.ts';

/** Every choice of the wizard: restaurant, date, time, guests, menu, extras with their total, special request. */
export function WizardSummary({
  state,
  restaurantTitle,
  specialRequest,
}: {
  state: JourneyState;
  restaurantTitle: string | undefined;
  specialRequest?: string | undefined;
}) {
  const menu = state.menus?.find((m) => m.id === state.menuId);
  const extras = extrasWords(state);
  return (
    <dl className={styles.summary} data-testid="booking-summary">
      <dt>Restaurant</dt>
      <dd>{restaurantTitle}</dd>
      <dt>Date</dt>
      <dd>{longDate(state.search.date ?? '')}</dd>
      <dt>Time</dt>
      <dd>{state.chosen?.time ?? state.search.time}</dd>
      <dt>Guests</dt>
      <dd>{partyWords(state.search)}</dd>
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
