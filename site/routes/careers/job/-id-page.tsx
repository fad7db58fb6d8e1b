import { getRouteApi, useRouter } from '@tanstack/react-router';
import { JsonLd } from '../../../components/JsonLd.tsx';
import { jobPostingJsonLd } from '../../../lib/json-ld.ts';
import { absoluteUrl } from '../../../lib/seo.ts';
import { JobPage, JobUnavailable } from '../-views.tsx';

const route = getRouteApi('/careers/job/$id');

export function JobRoute() {
  const { job, origin, brandName } = route.useLoaderData();
  const { id } = route.useParams();
  const search = route.useSearch();
  const router = useRouter();
  if (!job) return <JobUnavailable onRetry={() => router.invalidate()} />;
  const url = absoluteUrl(origin, `/careers/job/${encodeURIComponent(id)}`);
  return (
    <>
      <JsonLd data={jobPostingJsonLd(job, { url, origin, brandName })} />
      <JobPage job={job} search={search} />
    </>
  );
}
