import { queryOptions } from '@tanstack/react-query';
import { getBrandClient } from './brand-client.ts';
import { getPublicConfig } from './public-config.ts';

/** Query option factories: loaders `ensureQueryData` them, components `useSuspenseQuery` them. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ['brand-settings'],
    queryFn: async () => (await getBrandClient()).call('brandSettings'),
    staleTime: 10 * 60 * 1000,
  });

/**
 * Every restaurant (7.4, cached 600 s upstream): the booking modal's list (the root's booking host fetches it
 * ahead), the city pages and the menu list read it. Here, not in lib/restaurant-queries.ts, so that the host
 * does not bring the restaurant pages' queries into every first load.
 */
export const allRestaurantsQuery = () =>
  queryOptions({
    queryKey: ['search-restaurants'],
    queryFn: async () => (await getBrandClient()).call('searchRestaurants'),
    staleTime: 10 * 60 * 1000,
  });

export const pageQuery = (id: string) =>
  queryOptions({
    queryKey: ['content-page', id.toLowerCase()],
    queryFn: async () => (await getBrandClient()).call('contentPage', { params: { id } }),
    staleTime: 60 * 1000,
  });

/** The retention schedule (`retentionSchedule`): the privacy policy's "How long we keep your data" table. */
export const retentionScheduleQuery = () =>
  queryOptions({
    queryKey: ['retention-schedule'],
    queryFn: async () => (await getBrandClient()).call('retentionSchedule'),
    staleTime: 60 * 1000,
  });

/**
 * The public configuration (gift card and feedback addresses, public map token): it
 * never changes during a visit. The root loader fills it during SSR, so the browser
 * normally never fetches it.
 */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => getPublicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Gift card and feedback addresses (spec 1). */
export const externalLinksQuery = publicConfigQuery;

/** The public Mapbox token (`MAPBOX_ACCESS_TOKEN`); null means the offline map. */
export const mapConfigQuery = publicConfigQuery;
