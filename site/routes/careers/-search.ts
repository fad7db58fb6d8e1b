/* The job filters in the URL: route search validation runs in every first load, so kept small (no zod). */

/** `?type=part+time&group=Bar&category=Management&q=Leeds&lat=..&lng=..&sort=distance&near=1`. */
export interface JobSearchParams {
  type?: string | undefined;
  group?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  sort?: 'distance' | 'name' | undefined;
  near?: 1 | undefined;
}

const JOB_TYPES = ['part time', 'full Time'];
const GROUPS = ['Bar', 'foh team', 'General Manager', 'foh support', 'boh team', 'Head Chef', 'boh support'];
const CATEGORIES = ['Back of House', 'Front of House', 'Management', 'Head Office'];

const text = (v: unknown, max = 100) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, max) || undefined : undefined;
const oneOf = (v: unknown, allowed: readonly string[]) => {
  const t = text(v);
  return t ? allowed.find((a) => a.toLowerCase() === t.toLowerCase()) : undefined;
};
const coordinate = (v: unknown, limit: number) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
};

/** Anything unreadable is dropped rather than failing the page. */
export function validateJobSearch(raw: Record<string, unknown>): JobSearchParams {
  const lat = coordinate(raw.lat, 90);
  const lng = coordinate(raw.lng, 180);
  const both = lat !== undefined && lng !== undefined;
  return {
    type: oneOf(raw.type, JOB_TYPES),
    group: oneOf(raw.group, GROUPS),
    category: oneOf(raw.category, CATEGORIES),
    q: text(raw.q),
    lat: both ? lat : undefined,
    lng: both ? lng : undefined,
    sort: raw.sort === 'distance' || raw.sort === 'name' ? raw.sort : undefined,
    near: raw.near === 1 || raw.near === '1' || raw.near === true || raw.near === 'true' ? 1 : undefined,
  };
}

/**
 * The filters as a query string (`?type=part+time&q=Leeds`, or nothing): a job's link carries the list's filters,
 * and its "Back to all jobs" takes them back to the list.
 */
export function jobSearchQuery(search: JobSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}
