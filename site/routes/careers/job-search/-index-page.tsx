import { getRouteApi } from '@tanstack/react-router';
import { JobSearchPage } from '../-views.tsx';

const route = getRouteApi('/careers/job-search/');

export function JobSearchRoute() {
  return <JobSearchPage search={route.useSearch()} from="/careers/job-search" />;
}
