import type { JourneyState } from '../journey/index.ts';

/*
 * A confirmed booking outlives a reload, Back and Forward within its own journey: the confirmed journey is kept
 * in the tab's session storage with the id of the journey that made it, until the modal is closed. Reopening that
 * journey (a reload of any of its history entries) shows the reference and details, never an empty form inviting
 * a second booking; any other journey (the next Book Now, a "Book again" link) starts afresh.
 */
const KEY = 'fittizia.booking.confirmed';

interface Kept {
  journey: string;
  state: JourneyState;
}

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Keeps the confirmed journey `state` for the journey with the id `journey`. */
export function rememberConfirmed(journey: string, state: JourneyState) {
  try {
    storage()?.setItem(KEY, JSON.stringify({ journey, state } satisfies Kept));
  } catch {
    // Storage full or refused: the confirmation still shows until the modal closes.
  }
}

/** The confirmed booking kept for the journey with the id `journey`; none for any other journey. */
export function restoreConfirmed(journey: string): JourneyState | undefined {
  try {
    const saved = storage()?.getItem(KEY);
    const kept = saved ? (JSON.parse(saved) as Partial<Kept>) : undefined;
    const state = kept?.journey === journey ? kept.state : undefined;
    return state?.step === 'done' && state.confirmation?.reference ? state : undefined;
  } catch {
    return undefined;
  }
}

export function forgetConfirmed() {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
