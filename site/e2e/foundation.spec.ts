import { expect, test } from './fixtures.ts';
import { E2E_BRAND_KEY } from './support/test-keys.ts';

test.describe('foundation slice', () => {
  test('the home page is server-rendered with brand settings from the brand API', async ({ browser }) => {
    // No JavaScript: everything seen here came from the server's HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Fittizia Trattoria | Italian-style restaurants across the UK');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Fittizia Trattoria' })).toBeVisible();
    await expect(
      header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find us' }),
    ).toHaveAttribute('href', '/find-us');
    await expect(header.getByRole('link', { name: 'Book Now' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Made for sharing, since 1987' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'SIGN UP FOR A FREE MAIN COURSE' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Find Out More' })).toHaveAttribute('href', '/sign-up');
    await expect(footer.getByRole('link', { name: 'Our policies' })).toBeVisible();
    await context.close();
  });

  test('a page sets no cookie; the first /api call sets the per-browser session cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await context.cookies()).toEqual([]);
    const status = await page.evaluate(async () => (await fetch('/api/v1/content/brand-settings')).status);
    expect(status).toBe(200);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === '__Host-session_id');
    expect(session?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    // A second call keeps the same id (no new cookie).
    await page.evaluate(async () => (await fetch('/api/v1/content/brand-settings')).status);
    expect((await context.cookies()).find((c) => c.name === '__Host-session_id')?.value).toBe(session?.value);
  });

  test('/a//b/ redirects once, permanently, to /a/b', async ({ page, request }) => {
    const direct = await request.get('/a//b/?q=1', { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers().location).toBe('/a/b?q=1');
    const response = await page.goto('/a//b/');
    expect(new URL(page.url()).pathname).toBe('/a/b');
    const first = response?.request().redirectedFrom();
    expect(first?.url()).toMatch(/\/a\/\/b\/$/);
    expect(first?.redirectedFrom()).toBeNull();
  });

  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
  });

  test('the /api proxy serves the browser without exposing the token', async ({ page, request }) => {
    await page.goto('/');
    const settings = await page.evaluate(async () => {
      const res = await fetch('/api/v1/content/brand-settings');
      return { status: res.status, body: await res.json() };
    });
    expect(settings.status).toBe(200);
    expect(settings.body.site_name).toBe('Fittizia Trattoria');
    const token = await request.post('/api/token', { data: {} });
    expect(token.status()).toBe(404);
  });

  test('the browser gets the public configuration without server functions, and never a secret', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (r.url().includes('/_serverFn/')) scripts.push(`server function call: ${r.url()}`);
    });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    expect(scripts.filter((s) => s.startsWith('server function call'))).toEqual([]);
    const response = await request.get('/site-config.json');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual([
      'cardProvider',
      'feedbackUrl',
      'giftCardUrl',
      'mapboxAccessToken',
      'recaptchaSiteKey',
    ]);
    // Which card form the journey shows; Braintree's keys stay with the brand API.
    expect(body.cardProvider).toBe('sandbox');
    expect(JSON.stringify(body)).not.toContain(E2E_BRAND_KEY);
  });
});

test.describe('the app starts after the largest paint', () => {
  for (const path of ['/', '/restaurants/london/covent-garden']) {
    test(`${path}: no framework code is fetched before the largest paint, then the route's chunks are preloaded`, async ({
      page,
      request,
    }) => {
      // The server lists the route's chunks as JSON, not as modulepreload links (those would download the
      // framework while the hero picture is still coming).
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      const listed = JSON.parse(
        /<script type="application\/json" id="module-preloads"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ??
          'null',
      );
      expect(
        Array.isArray(listed) && listed.some((href: string) => /\/assets\/framework-[\w-]+\.js$/.test(href)),
      ).toBe(true);

      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number[] };
        w.__lcp = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp.push(entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const timings = await page.evaluate(() => ({
        lcp: (window as unknown as { __lcp: number[] }).__lcp,
        framework: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/framework-/.test(e.name))
          .map((e) => e.startTime),
        preloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
          (l) => new URL(l.href).pathname,
        ),
        // The page's nonce when it has one; a cacheable page has none ('strict-dynamic' trusts them).
        nonces: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).every(
          (l) =>
            l.nonce ===
            (document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? ''),
        ),
      }));
      expect(timings.lcp.length).toBeGreaterThan(0);
      expect(timings.framework).toHaveLength(1);
      // The framework is asked for only once the first largest-contentful-paint candidate is on screen.
      expect(timings.framework[0]).toBeGreaterThanOrEqual(Math.min(...timings.lcp));
      // The route's chunks, and (if the page has gone idle meanwhile) its parts' files (below).
      const parts: string[] = JSON.parse(
        /<script type="application\/json" id="part-files"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
      );
      expect(timings.preloads.filter((href) => !parts.includes(href)).sort()).toEqual([...listed].sort());
      expect(timings.nonces).toBe(true);
    });
  }

  for (const [path, part] of [
    ['/restaurants/london/covent-garden/menu/m-main', /\/assets\/-id-page-[\w-]+\.js$/],
    ['/contact', /\/assets\/ContactPage-[\w-]+\.js$/],
    // A restaurant page fetches the booking modal's code and its restaurant list first (BookingHost): what the list's
    // request waits for (the brand client, the call's schemas) is listed first, then the modal's code.
    ['/restaurants/london/covent-garden', /\/assets\/browser-brand-client-[\w-]+\.js$/],
  ] as const) {
    test(`${path}: the idle prefetch asks for every file of the page's parts at once, from the server's list`, async ({
      page,
      request,
    }) => {
      // The server lists the files of the lazy parts it rendered (lib/part-files.ts), the body's first, none that
      // the route's own list has; without the list each part's imports were found one level at a time.
      const html = await (await request.get(path)).text();
      const read = (id: string): string[] =>
        JSON.parse(
          new RegExp(`<script type="application/json" id="${id}"[^>]*>([^<]*)</script>`).exec(html)?.[1] ??
            '[]',
        );
      const route = read('module-preloads');
      const files = read('part-files');
      expect(files.length).toBeGreaterThan(3);
      expect(files[0]).toMatch(part);
      if (path === '/restaurants/london/covent-garden') {
        // The restaurant list's call's schemas too, before the modal's code.
        const at = (file: RegExp) => files.findIndex((href) => file.test(href));
        const list = /\/assets\/endpoints\.section-7\.4_content_search-restaurants-[\w-]+\.js$/;
        expect(at(list)).toBeGreaterThan(0);
        expect(at(list)).toBeLessThan(at(/\/assets\/BookingDialog-/));
      }
      expect(files.some((href) => /\/assets\/Footer-[\w-]+\.js$/.test(href))).toBe(true);
      expect(files.filter((href) => route.includes(href))).toEqual([]);
      expect(new Set(files).size).toBe(files.length);

      // The body part's own chunk is held back until every other listed file has been asked for (10 s at most).
      // Without the list none of them could be: a chunk's imports are found only once it has arrived, and the
      // footer's code is fetched only once the body's part has loaded.
      const [top, ...rest] = files as [string, ...string[]];
      const requested = new Set<string>();
      page.on('request', (r) => requested.add(new URL(r.url()).pathname));
      let askedWhileHeld: string[] | undefined;
      await page.route(
        (url) => url.pathname === top,
        async (held) => {
          for (let waited = 0; waited < 10_000 && !rest.every((f) => requested.has(f)); waited += 50)
            await new Promise((resolve) => setTimeout(resolve, 50));
          askedWhileHeld = rest.filter((f) => requested.has(f));
          await held.continue();
        },
      );
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Every part goes live on its own, with no press.
      await expect(page.locator('[data-part="waiting"]')).toHaveCount(0, { timeout: 15_000 });
      const seen = await page.evaluate(() => ({
        marked: performance.getEntriesByName('prefetch').length,
        preloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
          (l) => ({
            href: new URL(l.href).pathname,
            nonce: l.nonce,
          }),
        ),
        nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ?? '',
      }));
      expect(seen.marked).toBe(1);
      for (const href of files)
        expect(seen.preloads.find((link) => link.href === href)?.nonce, href).toBe(seen.nonce);
      expect(askedWhileHeld).toEqual(rest);
    });
  }

  test('a restaurant page opened at #booking stays at its top behind the modal, so the map does not load', async ({
    page,
  }) => {
    // No element has the id `booking` (the panel is `#book-a-table`): the browser does not scroll past the
    // map to it, which would load the map's code under the modal and end the page's largest-paint reporting
    // (the app would then wait for its 3 s cap before opening the modal).
    await page.goto('/restaurants/london/covent-garden#booking');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => document.getElementById('booking'))).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const mapCode = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => /\/assets\/(OfflineMap|mapbox)/i.test(e.name)),
    );
    expect(mapCode).toHaveLength(0);
    await expect(page.locator('#book-a-table')).toHaveCount(1);
  });
});
