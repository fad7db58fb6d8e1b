import type { JourneyState } from '../journey/index.ts';

/*
 * A confirmed booking outlives a reload, Back and Forward: the confirmed journey is kept in the tab's session
 * storage until the modal is closed, so reopening it shows the reference and details, never an empty form
 * inviting a second booking.
 */
const KEY = 'fittizia.booking.confirmed';

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function rememberConfirmed(state: JourneyState) {
  try {
    storage()?.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage full or refused: the confirmation still shows until the modal closes.
  }
}

export function restoreConfirmed(): JourneyState | undefined {
  try {
    const saved = storage()?.getItem(KEY);
    const state = saved ? (JSON.parse(saved) as JourneyState) : undefined;
    return state?.step === 'done' && state.confirmation?.reference ? state : undefined;
  } catch {
    return undefined;
  }
}

export function forgetConfirmed() {
  storage()?.removeItem(KEY);
}
