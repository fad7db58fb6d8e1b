import { type BrandClient, CACHE_TTL_SECONDS } from '@fittizia/contract';
import { getRequest } from '@tanstack/react-start/server';
import { serverBrandClient } from './brand-api.server.ts';
import { TtlCache } from './cache.ts';
import { sessionFrom } from './session.ts';

const settingsCache = new TtlCache<unknown>(CACHE_TTL_SECONDS * 1000);

/** The server client for the current request, with brand settings cached for 600 s (spec 7.4). */
export function requestBrandClient(): BrandClient {
  const client = serverBrandClient(sessionFrom(getRequest()).id);
  return {
    call(name, input) {
      if (name === 'brandSettings')
        return settingsCache.get('settings', () => client.call(name, input)) as never;
      return client.call(name, input);
    },
  };
}
