import { BOOKING_MESSAGES } from '@fittizia/contract';
import { useState } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { CollapsibleSection } from '../../../../components/CollapsibleSection/CollapsibleSection.tsx';
import { RadioGroup } from '../../../../components/RadioGroup/RadioGroup.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { pounds } from '../format.ts';
import * as styles from '../modal.css.ts';
import { StepHeading } from '../StepHeading.tsx';
import type { StepProps } from '../types.ts';

/** The menus for the chosen restaurant, date and time (one is chosen automatically). */
export function MenuStep({ state, dispatch, loading }: StepProps & { loading: boolean }) {
  const [choice, setChoice] = useState<string>();
  const { step, chosen } = state;
  if (!chosen || (step !== 'menu' && !state.menuId)) return null;
  const menu = state.menus?.find((m) => m.id === state.menuId);
  return (
    <CollapsibleSection
      title="Menu"
      headedWhenOpen
      summary={menu && step !== 'menu' ? menu.name : undefined}
      open={step === 'menu'}
      onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'menu' })}
      disabled={step === 'menu' || step === 'done' || (state.menus?.length ?? 0) < 2}
    >
      <div className={styles.stack}>
        <StepHeading focusKey={`menu-${chosen.storeId}-${chosen.time}`}>Choose a menu</StepHeading>
        {loading ? <Spinner size="small" label="Loading menus" /> : null}
        {state.menus && state.menus.length === 0 ? (
          <p className={styles.error} role="alert">
            {BOOKING_MESSAGES.noMenus}
          </p>
        ) : null}
        {state.menus && state.menus.length > 1 ? (
          <>
            <RadioGroup
              name="booking-menu"
              legend="Menus"
              options={state.menus.map((m) => ({
                value: m.id,
                label: m.price != null ? `${m.name}, ${pounds(m.price)}` : m.name,
                ...(m.description ? { hint: m.description } : {}),
              }))}
              value={choice ?? ''}
              onChange={setChoice}
            />
            <div className={styles.actions}>
              <Button
                disabled={!choice}
                onClick={() => choice && dispatch({ type: 'chooseMenu', menuId: choice })}
              >
                Continue
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </CollapsibleSection>
  );
}
