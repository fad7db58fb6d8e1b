export type { CardGuaranteeAdapter, CardProvider, VaultOutcome, VaultRequest } from './adapter.ts';
export { VERIFICATION_AMOUNT } from './adapter.ts';
export {
  type BraintreeCredentials,
  type BraintreeGatewayLike,
  createBraintreeAdapter,
  createBraintreeGateway,
} from './braintree.ts';
export { paymentsModule } from './module.ts';
export { createSandboxAdapter } from './sandbox.ts';
export { cardCustomers } from './schema.ts';

import { type BrandApiConfig, braintreeCredentials } from '../config.ts';
import type { CardGuaranteeAdapter } from './adapter.ts';
import { createBraintreeAdapter, createBraintreeGateway } from './braintree.ts';
import { createSandboxAdapter } from './sandbox.ts';

/** Braintree when all four BRAINTREE_* variables are set, else the local sandbox. */
export function cardAdapterFromConfig(config: BrandApiConfig): CardGuaranteeAdapter {
  const credentials = braintreeCredentials(config);
  return credentials ? createBraintreeAdapter(createBraintreeGateway(credentials)) : createSandboxAdapter();
}
