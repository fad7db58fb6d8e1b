import type { BrandClient } from '@fittizia/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  extrasQuery,
  type JourneyAction,
  menusQuery,
  othersQuery,
  type PendingRead,
  requirementsQuery,
} from '../journey/index.ts';

/**
 * One read of the journey, as the action that stores its answer. The other restaurants are a help, not a step:
 * a failed table search reads as none, and the journey goes on with the chosen restaurant's times.
 */
export async function read(
  queryClient: QueryClient,
  client: BrandClient,
  pending: PendingRead,
): Promise<JourneyAction> {
  switch (pending.kind) {
    case 'others': {
      const others = await queryClient
        .fetchQuery(othersQuery(client, pending.ask))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') throw error;
          return [];
        });
      return { type: 'othersLoaded', ask: pending.ask, others };
    }
    case 'menus':
      return { type: 'menusLoaded', menus: await queryClient.fetchQuery(menusQuery(client, pending.ask)) };
    case 'extras':
      return { type: 'extrasLoaded', ...(await queryClient.fetchQuery(extrasQuery(client, pending.ask))) };
    default:
      return {
        type: 'requirementsLoaded',
        requirements: await queryClient.fetchQuery(requirementsQuery(client, pending.ask)),
      };
  }
}
