import { BrandApiError, type CustomerPreferences, isCustomerGuid } from '@fittizia/contract';
import type { QueryClient } from '@tanstack/react-query';
import { customerPreferencesQuery } from './customer-queries.ts';

/** A person's stored data by the guid of their link, or not found (an unknown or malformed guid). */
export type CustomerLoad =
  | { kind: 'found'; customerGuid: string; customer: CustomerPreferences }
  | { kind: 'not-found' };

/** Loads a person by guid for the preferences, choices and occasion-date pages (never cached). */
export async function loadCustomer(queryClient: QueryClient, id: string): Promise<CustomerLoad> {
  if (!isCustomerGuid(id)) return { kind: 'not-found' };
  try {
    const customer = await queryClient.fetchQuery(customerPreferencesQuery(id));
    return { kind: 'found', customerGuid: id, customer };
  } catch (error) {
    if (error instanceof BrandApiError && (error.status === 404 || error.status === 400)) {
      return { kind: 'not-found' };
    }
    throw error;
  }
}
