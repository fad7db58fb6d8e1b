import { FORM_CHECK_HEADERS } from '@fittizia/contract/constants';

/**
 * The browser half of the bot check that needs no keys (server/form-check.ts): a form asks for a signed
 * "form started" token when it is shown (`startForm`), and its call carries that token and its honeypot's value
 * (`formCheckHeaders`). A token is single-use and bound to the browser's session (the server sets the session
 * cookie with it): each send takes the form's token and asks for the next one at once, so a person who sends
 * again after a failure has a fresh token whose fill time has run while they read the answer.
 */
const started = new Map<string, Promise<string | undefined>>();
const traps = new Map<string, string>();

async function fetchToken(): Promise<string | undefined> {
  try {
    const res = await fetch('/form-started.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return undefined;
    const { token } = (await res.json()) as { token?: unknown };
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}

/** The form `key` is shown now (its minimum fill time counts from here). Again for the same key: no-op. */
export function startForm(key: string): void {
  if (!started.has(key)) started.set(key, fetchToken());
}

/** What the form's honeypot field holds (anything means a bot filled it). */
export function setFormTrap(key: string, value: string): void {
  traps.set(key, value);
}

/**
 * The headers the form's call carries: its token (asked for now if the form never said it started) and trap.
 * The token is used up by the call: the next one is asked for now, for a send after this one.
 */
export async function formCheckHeaders(key: string): Promise<Record<string, string>> {
  startForm(key);
  let token = await started.get(key);
  if (!token) {
    // The first ask failed (offline for a moment): ask again now rather than send a call that is refused.
    started.delete(key);
    startForm(key);
    token = await started.get(key);
  }
  started.set(key, fetchToken());
  const trap = traps.get(key);
  return {
    ...(token ? { [FORM_CHECK_HEADERS.started]: token } : {}),
    ...(trap ? { [FORM_CHECK_HEADERS.trap]: trap } : {}),
  };
}

/**
 * A booking front-end's bot-check hooks for the form `key` (the design system's `BookingBotTrap`): the details
 * step says when it is shown and what its honeypot holds. Made once per key, so the hooks keep their identity.
 */
const botTraps = new Map<string, { onShown(): void; onTrap(value: string): void }>();
export function formBotTrap(key: string): { onShown(): void; onTrap(value: string): void } {
  let trap = botTraps.get(key);
  if (!trap) {
    trap = { onShown: () => startForm(key), onTrap: (value) => setFormTrap(key, value) };
    botTraps.set(key, trap);
  }
  return trap;
}
