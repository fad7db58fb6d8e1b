// What the interaction and parts benchmarks share: a slow phone in Chromium with consent already answered, and
// their statistics.

/** Lighthouse's mobile profile, applied through CDP. */
export const THROTTLING = {
  cpu: 4,
  latency: 150,
  download: (1.6 * 1024 * 1024) / 8,
  upload: (750 * 1024) / 8,
};

/**
 * A new context and page as a 390 px phone with touch, consent already answered (rejected: no marketing tag, as
 * the page itself writes it: a `__Host-` cookie, which 127.0.0.1 keeps, a secure context), then throttled
 * (`THROTTLING`). `base`: the site's origin.
 */
export async function openPhone(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(() => {
    const write = (name, value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: as the site's consent code writes it (design-system/components/CookieConsent/consent.ts).
      document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=86400; Path=/; Secure; SameSite=Lax`;
    };
    write('__Host-cookie_consent', 'true');
    write('__Host-cookie_preferences', JSON.stringify({ performance: false, marketing: false }));
  });
  await throttle(context, page);
  return { context, page };
}

/** Slows `page` to the phone's CPU and network (`THROTTLING`), through CDP. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.download,
    uploadThroughput: THROTTLING.upload,
  });
}

/** The `q` quantile of the finite values (linear between neighbours); NaN if there are none. */
export const quantile = (values, q) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  return sorted[lo] + (sorted[Math.ceil(i)] - sorted[lo]) * (i - lo);
};

/** Milliseconds, rounded ('-' for none). */
export const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : '-');
