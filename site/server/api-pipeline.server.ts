/**
 * The `/api` pipeline with the configured parts (`proxy.ts`): the brand API, the site's origin, the rate limiter,
 * the bot checks. The `/api/*` route and the manage-my-booking form posts (`manage-booking.ts`) run through it.
 */
export async function runApiPipeline(request: Request): Promise<Response> {
  const [
    { proxyRequest },
    { brandFetch },
    { siteConfig },
    { configuredRateLimiter },
    { configuredBotCheck },
    { configuredFormCheck },
  ] = await Promise.all([
    import('./proxy.ts'),
    import('./brand-api.server.ts'),
    import('./config.ts'),
    import('./rate-limit.ts'),
    import('./botcheck.server.ts'),
    import('./form-check.ts'),
  ]);
  const config = siteConfig();
  return proxyRequest(request, {
    brandFetch,
    siteOrigin: config.SITE_URL ? new URL(config.SITE_URL).origin : undefined,
    rateLimiter: configuredRateLimiter(),
    trustProxy: config.TRUST_PROXY,
    botCheck: configuredBotCheck(),
    formCheck: await configuredFormCheck(),
  });
}
