import { type BrandClient, type BrandClientOptions, createCallClient } from './call-client.ts';
import type { Endpoint } from './endpoint.ts';
import { endpoints } from './endpoints.ts';

export {
  type BrandClient,
  type BrandClientOptions,
  buildRequest,
  type CallInput,
  type CallOutput,
  createCallClient,
} from './call-client.ts';

/**
 * A typed client over the whole endpoint table: requests are validated before they leave,
 * answers are validated before they are returned, and failures raise BrandApiError
 * carrying the HTTP status and the booking error code when the body has one.
 */
export function createBrandClient(options: BrandClientOptions): BrandClient {
  return createCallClient({ ...options, definition: (name) => endpoints[name] as Endpoint });
}
