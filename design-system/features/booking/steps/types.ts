import type { Dispatch } from 'react';
import type { JourneyAction, JourneyState } from '../journey/index.ts';

/** What every step view is given: the journey's state and the way to change it. */
export interface StepProps {
  state: JourneyState;
  dispatch: Dispatch<JourneyAction>;
}
