import { queryOptions } from '@tanstack/react-query';
import { getBrandClient } from './brand-client.ts';

/** Query option factories: loaders `ensureQueryData` them, components `useSuspenseQuery` them. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ['brand-settings'],
    queryFn: async () => (await getBrandClient()).call('brandSettings'),
    staleTime: 10 * 60 * 1000,
  });

export const pageQuery = (id: string) =>
  queryOptions({
    queryKey: ['content-page', id.toLowerCase()],
    queryFn: async () => (await getBrandClient()).call('contentPage', { params: { id } }),
    staleTime: 60 * 1000,
  });
