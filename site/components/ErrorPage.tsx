import { BrandApiError } from '@fittizia/contract';
import { ErrorPage as DesignSystemErrorPage } from '@fittizia/design-system';
import { isRefusedRequest } from '../lib/refused-request.ts';

export interface SiteErrorPageProps {
  status?: number;
  error?: unknown;
}

/**
 * The status of an error (spec 8.4): 404 from the brand API stays 404, and so does a request the guard
 * refused (a malformed or overlong address is no page: the answer's HTTP status is the guard's 400/414/431,
 * the page shows the spec's 404 message); everything else is 500.
 */
export const errorStatus = (error: unknown) =>
  (error instanceof BrandApiError && error.status === 404) || isRefusedRequest(error) ? 404 : 500;

/**
 * The design system's error page for the site's routes: it works out the status from the error and shows
 * the failure message only in development.
 */
export function ErrorPage({ status, error }: SiteErrorPageProps) {
  const code = status ?? errorStatus(error);
  const detail = code !== 404 && error instanceof Error && import.meta.env.DEV ? error.message : undefined;
  return <DesignSystemErrorPage status={code} detail={detail} />;
}
