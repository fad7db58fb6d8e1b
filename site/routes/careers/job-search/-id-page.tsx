import { getRouteApi } from '@tanstack/react-router';
import { JobSearchPage } from '../-views.tsx';

const route = getRouteApi('/careers/job-search/$id');

export function JobSearchNearRoute() {
  const { id } = route.useParams();
  const search = route.useSearch();
  const q = search.q ?? decodeURIComponent(id).replace(/-/g, ' ').slice(0, 100);
  return (
    <JobSearchPage search={{ ...search, q, sort: search.sort ?? 'distance' }} from="/careers/job-search" />
  );
}
