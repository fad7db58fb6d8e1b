import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';

/** Stories and tests: the QueryClient the site gives the booking journey's reads, fresh per story. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const withQueryClient = (Story: () => ReactNode) => (
  <WithQueryClient>
    <Story />
  </WithQueryClient>
);
