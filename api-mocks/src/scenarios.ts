import { CONTENT_SERVICE_ERROR_MESSAGE } from '@fittizia/contract';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { handlers, mockEndpoint } from './handlers.ts';

/**
 * Named scenarios. Each one overrides some handlers; everything it does not name keeps
 * the happy path. Later work adds one per booking error code (8.1) and per message
 * (8.2, 8.3).
 */
export const scenarios = {
  default: [],
  'token-failure': [
    mockEndpoint('token', () => HttpResponse.json({ message: 'Token service unavailable' }, { status: 503 })),
  ],
  'brand-settings-error': [
    mockEndpoint('brandSettings', () =>
      HttpResponse.json({ message: CONTENT_SERVICE_ERROR_MESSAGE, code: 16 }, { status: 502 }),
    ),
  ],
  'page-not-found': [
    mockEndpoint('contentPage', ({ params }) =>
      HttpResponse.json({ message: `No content page "${params.id}"` }, { status: 404 }),
    ),
  ],
  'page-loading': [
    mockEndpoint('contentPage', async () => {
      await delay('infinite');
      return HttpResponse.json({ message: 'unreachable' }, { status: 500 });
    }),
  ],
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;
export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

/** The handler list for a scenario: its overrides first, so MSW picks them over the defaults. */
export function handlersFor(
  scenario: ScenarioName = 'default',
  extra: RequestHandler[] = [],
): RequestHandler[] {
  return [...extra, ...scenarios[scenario], ...handlers];
}
