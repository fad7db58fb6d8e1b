import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fixedNow } from '../stories.ts';
import { expectedGutter, measureEdges } from './edges.ts';
import { pageRoutes } from './routes.ts';

const brandApi = `http://127.0.0.1:${Number(process.env.PAGES_BRAND_API_PORT ?? 4120)}`;

/** The customer of the preferences, choices and occasion-date pages, signed up on first use. */
const customer = { email: 'page.review@example.com', firstName: 'Giulia', favouriteRestaurant: '1001' };
let guid: string | undefined;

async function customerGuid(page: Page, origin: string): Promise<string> {
  const read = async () => {
    const url = `${brandApi}/test/customers?email=${encodeURIComponent(customer.email)}`;
    return ((await (await page.request.get(url)).json()) as { guid: string }[])[0]?.guid;
  };
  guid ??= await read();
  if (!guid) {
    // Through the site's proxy, as the sign-up form sends it (the bot check is off without keys).
    const signup = await page.request.post(`${origin}/api/signup`, {
      headers: { origin },
      data: {
        emailAddress: customer.email,
        favouriteRestaurant: customer.favouriteRestaurant,
        firstName: customer.firstName,
        acceptTerms: true,
      },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    // A new address is only a customer once it follows its confirmation e-mail's link (double opt-in).
    await confirmSignup(page, origin);
    guid = await read();
  }
  if (!guid) throw new Error('the signed-up customer has no guid');
  return guid;
}

/** Follows the link of the customer's confirmation e-mail, as the diner would, through the site's own page. */
async function confirmSignup(page: Page, origin: string) {
  const mail = await page.request.get(
    `${brandApi}/test/mail-outbox?to=${encodeURIComponent(customer.email)}`,
  );
  const raws = ((await mail.json()) as { raw: string }[]).map((m) =>
    m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  );
  const path = raws.map((raw) => raw.match(/\/sign-up\/confirm\/[A-Za-z0-9_-]{43}/)?.[0]).find(Boolean);
  if (!path) throw new Error('no confirmation e-mail for the page review customer');
  const confirmed = await page.request.get(`${origin}${path}`);
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.text()).toContain('Your sign-up is confirmed');
}

/**
 * As a returning diner sees the page: the cookie decision made (all optional cookies refused), so the banner
 * does not cover the page; the global banner is still there. The browser's clock is the fixed instant the
 * server renders at (SITE_FIXED_NOW in playwright.config.ts); timers still run.
 */
async function open(page: Page, path: string) {
  await page.addInitScript(() => {
    for (const [name, value] of [
      ['consent', 'true'],
      ['preferences', JSON.stringify({ performance: false, marketing: false })],
    ]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the consent cookies as the cookie banner writes them.
      document.cookie = `__Host-cookie_${name}=${encodeURIComponent(value ?? '')}; Path=/; Secure; SameSite=Lax`;
    }
  });
  await page.clock.setFixedTime(fixedNow);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Settled as the screenshot will see it: animations at their end, web fonts loaded, every image loaded
 * (lazy ones too, so a full-page picture never shows a half-loaded one), the page scrolled to the top (or
 * where the route says).
 */
async function settled(page: Page, scrolledTo = 0) {
  // A scroll the route made (a form state brings its message to the top) is answered a frame or two later: the
  // header turns solid or transparent and starts its transition. Wait for those frames, so that transition is
  // among the animations finished below (axe once measured the header's link mid-transition as low contrast).
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    for (const animation of document.getAnimations()) {
      try {
        if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) animation.cancel();
        else animation.finish();
      } catch {
        animation.cancel();
      }
    }
    await document.fonts.ready;
  });
  if (scrolledTo) expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await page.waitForFunction(
    () => document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete),
    undefined,
    { timeout: 10_000 },
  );
}

/** A full page is cut at three window heights: enough to review its layout, small enough to commit. */
const MAX_HEIGHT_IN_WINDOWS = 3;

for (const route of pageRoutes) {
  test(route.name, async ({ page }, testInfo) => {
    const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 900 };
    const { origin } = new URL(testInfo.project.use.baseURL ?? '');
    const path = typeof route.path === 'string' ? route.path : route.path(await customerGuid(page, origin));
    await open(page, path);
    if (route.scrolledTo) {
      const top = route.scrolledTo;
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    }
    await route.ready?.(page);
    await settled(page, route.scrolledTo);

    await test.step('nothing touches the window edge', async () => {
      const gutter = expectedGutter(viewport.width);
      const report = await page.evaluate(measureEdges, gutter);
      expect(report.scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(
        report.innerWidth,
      );
      expect(report.offenders, `painted within ${gutter} px of the window's edge`).toEqual([]);
      if (route.headingAtGutter) {
        expect(report.headingLeft, 'the page heading starts at the gutter, in line with the header').toBe(
          gutter,
        );
      }
    });

    if (route.axe) {
      await test.step('axe finds nothing (WCAG 2.2 AA)', async () => {
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }

    if (!route.picture) return;
    await test.step('looks as reviewed', async () => {
      const fullPage = route.fullPage !== false;
      const height = fullPage
        ? Math.min(
            await page.evaluate(() => document.documentElement.scrollHeight),
            viewport.height * MAX_HEIGHT_IN_WINDOWS,
          )
        : viewport.height;
      await expect(page).toHaveScreenshot(`${route.name}--${testInfo.project.name}.png`, {
        fullPage,
        clip: { x: 0, y: 0, width: viewport.width, height },
        // The map belongs to the map's own tests and stories (its tiles and clusters are drawn on a canvas).
        mask: [page.locator('[data-map-engine]'), ...(route.mask ?? []).map((s) => page.locator(s))],
      });
    });
  });
}
