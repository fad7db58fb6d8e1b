export { paymentsModule } from './routes.ts';
export type { CardGuaranteeAdapter, CardProvider, VaultOutcome, VaultRequest } from './service/adapter.ts';
export { VERIFICATION_AMOUNT } from './service/adapter.ts';
export {
  type BraintreeCredentials,
  type BraintreeGatewayLike,
  createBraintreeAdapter,
  createBraintreeGateway,
} from './service/braintree.ts';
export { createSandboxAdapter } from './service/sandbox.ts';
export { cardCustomers } from './tables.ts';

import { type BrandApiConfig, braintreeCredentials } from '../../shared/config.ts';
import type { CardGuaranteeAdapter } from './service/adapter.ts';
import { createBraintreeAdapter, createBraintreeGateway } from './service/braintree.ts';
import { createSandboxAdapter } from './service/sandbox.ts';

/** Braintree when all four BRAINTREE_* variables are set, else the local sandbox. */
export function cardAdapterFromConfig(config: BrandApiConfig): CardGuaranteeAdapter {
  const credentials = braintreeCredentials(config);
  return credentials ? createBraintreeAdapter(createBraintreeGateway(credentials)) : createSandboxAdapter();
}
