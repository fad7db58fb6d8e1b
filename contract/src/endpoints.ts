import { endpoint } from './endpoint.ts';
import { brandSettings, contentPage, pageParams } from './schemas/content.ts';
import { healthResponse } from './schemas/health.ts';
import { tokenRequest, tokenResponse } from './schemas/token.ts';

/**
 * Every call of the brand API (spec section 7), as data. The site's proxy, the typed
 * client, the embedded brand API and the MSW mocks are all driven from this table.
 */
export const endpoints = {
  // 7.1 Token
  token: endpoint({
    method: 'POST',
    path: '/api/token',
    section: '7.1',
    requiresToken: false,
    body: tokenRequest,
    response: tokenResponse,
  }),

  // 7.4 Content
  contentPage: endpoint({
    method: 'GET',
    path: '/api/v1/content/page/{id}',
    section: '7.4',
    params: pageParams,
    response: contentPage,
  }),
  brandSettings: endpoint({
    method: 'GET',
    path: '/api/v1/content/brand-settings',
    section: '7.4',
    response: brandSettings,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Not a call of spec section 7: the embedded brand API's own liveness probe. */
export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/health',
  section: 'ops',
  requiresToken: false,
  response: healthResponse,
});
