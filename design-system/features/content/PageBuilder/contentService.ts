import {
  BrandApiError,
  type BrandClient,
  type ContentProblem,
  contentConflictAnswer,
  contentProblemsAnswer,
  createBrandClient,
} from '@fittizia/contract';

/*
 * How the page builder reaches the content service: the address (prefilled, editable) and the editor's key, typed
 * in and kept in this browser session only (sessionStorage, never the build).
 */

/** The embedded brand API's address in development (`pnpm dev`: BRAND_API_PORT 4010 on loopback). */
export const DEV_CONTENT_SERVICE_URL = 'http://127.0.0.1:4010';

/** The address the sign-in offers: STORYBOOK_CONTENT_SERVICE_URL when the Storybook was built with one. */
export function defaultServiceUrl(): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  return env?.STORYBOOK_CONTENT_SERVICE_URL || DEV_CONTENT_SERVICE_URL;
}

export interface ContentSession {
  serviceUrl: string;
  key: string;
}

const SESSION_ITEM = 'fittizia.content-editor.session';

export function readSession(): ContentSession | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SESSION_ITEM) ?? 'null') as ContentSession | null;
    return saved && typeof saved.key === 'string' && typeof saved.serviceUrl === 'string' ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function keepSession(session: ContentSession | undefined): void {
  if (session) sessionStorage.setItem(SESSION_ITEM, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_ITEM);
}

export function contentClient({ serviceUrl, key }: ContentSession): BrandClient {
  return createBrandClient({
    baseUrl: serviceUrl.replace(/\/+$/, ''),
    headers: () => ({ authorization: `Bearer ${key}` }),
  });
}

/** What a refused or failed call means for the editor. */
export type Refusal =
  | { kind: 'problems'; message: string; problems: ContentProblem[] }
  | { kind: 'conflict'; message: string; revision: number; at: string; by: string }
  | { kind: 'other'; status: number; message: string };

export function refusalOf(error: unknown, serviceUrl: string): Refusal {
  if (error instanceof BrandApiError) {
    const problems = contentProblemsAnswer.safeParse(error.body);
    if (error.status === 400 && problems.success) return { kind: 'problems', ...problems.data };
    const conflict = contentConflictAnswer.safeParse(error.body);
    if (error.status === 409 && conflict.success) return { kind: 'conflict', ...conflict.data };
    return { kind: 'other', status: error.status, message: error.message };
  }
  return {
    kind: 'other',
    status: 0,
    message: `The content service at ${serviceUrl} could not be reached: check its address, and that it allows this page's origin`,
  };
}

/** Who did something and when, in London. */
export function stampText(at: string, by: string): string {
  return `${by}, ${formatLondon(at)}`;
}

export function formatLondon(at: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
}
