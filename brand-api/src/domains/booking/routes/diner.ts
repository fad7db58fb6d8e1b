import { DINER_ADDRESS_HEADER } from '@fittizia/contract';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../../../shared/http.ts';
import { addressKey } from '../service/limits.ts';

/**
 * The diner's network address: the site's X-Diner-Address on a call that passed the token check (a live token
 * of a brand key, which only the site's server holds), else the socket's; null when neither is an address.
 */
export function dinerAddress(c: Context<AppEnv>): string | null {
  const passed = c.req.header(DINER_ADDRESS_HEADER);
  if (c.get('brandKey') && passed) {
    const key = addressKey(passed);
    if (key) return key;
  }
  try {
    return addressKey(getConnInfo(c).remote.address);
  } catch {
    return null; // no socket (a request made in-process)
  }
}
