import { Button } from '../../../../components/Button/Button.tsx';
import { CollapsibleSection } from '../../../../components/CollapsibleSection/CollapsibleSection.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { extrasWords } from '../Confirmation/ExtrasFacts.tsx';
import * as styles from '../modal.css.ts';
import { StepHeading } from '../StepHeading.tsx';
import type { StepProps } from '../types.ts';
import { ExtrasList } from './ExtrasList.tsx';

/** The extras offered (spec 5.2: 0 to each one's maximum; at 0 it is removed). Skipped when none. */
export function ExtrasStep({ state, dispatch, loading }: StepProps & { loading: boolean }) {
  if (state.step !== 'extras') return <ExtrasSummary state={state} dispatch={dispatch} />;
  const upsells = state.upsells ?? [];
  return (
    <section className={styles.stack} aria-labelledby="booking-extras-heading">
      <StepHeading focusKey={`extras-${state.menuId}`}>
        <span id="booking-extras-heading">Extras</span>
      </StepHeading>
      {loading ? <Spinner size="small" label="Loading extras" /> : null}
      {upsells.length > 0 ? (
        <>
          <p className={styles.intro}>Add something to make the occasion. Each extra is optional.</p>
          <ExtrasList
            upsells={upsells}
            extras={state.extras}
            onChange={(id, quantity) => dispatch({ type: 'setExtra', id, quantity })}
          />
          <div className={styles.actions}>
            <Button onClick={() => dispatch({ type: 'confirmExtras' })}>Continue</Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Once past the step, the extras chosen with their prices and total, and an Edit control. */
function ExtrasSummary({ state, dispatch }: StepProps) {
  const words = extrasWords(state);
  if (!words || state.step === 'done') return null;
  return (
    <CollapsibleSection
      title="Extras"
      summary={`${words.lines.join('; ')}. ${words.total}`}
      open={false}
      onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'extras' })}
    >
      {null}
    </CollapsibleSection>
  );
}
