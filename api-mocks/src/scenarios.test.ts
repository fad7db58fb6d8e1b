import { BrandApiError, createBrandClient } from '@fittizia/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from './node.ts';
import { handlersFor } from './scenarios.ts';

const server = createMockServer();
const client = createBrandClient({ baseUrl: 'http://brand-api.test' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('api-mocks', () => {
  it('answers the happy path with fixtures that satisfy the contract', async () => {
    const settings = await client.call('brandSettings');
    expect(settings.site_name).toBe('Fittizia Trattoria');
    const page = await client.call('contentPage', { params: { id: 'home' } });
    expect(page.id).toBe('home');
    const token = await client.call('token', { body: {} });
    expect(token.accessToken).toBe('mock-access-token');
  });

  it('404s an unknown page with the brand API error shape', async () => {
    await expect(client.call('contentPage', { params: { id: 'nope' } })).rejects.toMatchObject({
      status: 404,
      message: 'No content page "nope"',
    });
  });

  it('lets a named scenario override a handler and leaves the rest alone', async () => {
    server.resetHandlers(...handlersFor('brand-settings-error'));
    const error = await client.call('brandSettings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandApiError);
    expect(error).toMatchObject({ status: 502, code: 16 });
    const page = await client.call('contentPage', { params: { id: 'home' } });
    expect(page.id).toBe('home');
  });
});
