import type { Page } from '@playwright/test';
import { CONTENT_PAGE_IDS, contentPagePath } from '../server/content-pages.ts';
import { expect, test } from './fixtures.ts';

const MARKETING_TAG = '/scripts/marketing-tag.js';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Decides on cookies so the banner is out of the way. */
async function rejectCookies(page: Page) {
  await page.getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
}

/** The home page as a first visit sees it: hydrated, the cookie banner shown. */
async function homeWithBanner(page: Page) {
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  return banner;
}

test.describe('page furniture', () => {
  test('the header turns solid once the page runs under it, and back-to-top appears after 600 px', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await rejectCookies(page);
    const header = page.getByRole('banner');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(backToTop).toHaveCount(0);

    // The global banner above the header scrolls away first: the header moves with the page, nothing under it.
    await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(backToTop).toHaveCount(0);

    await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test("a restaurant page's header is solid and readable as soon as the page scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
    await rejectCookies(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-solid', 'true');
    // Brand green behind light text (once its colour transition is over), not the hero behind dark text.
    const colours = () =>
      header.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        brand: getComputedStyle(el.querySelector('a') as Element).color,
      }));
    await expect.poll(colours).toEqual({ background: 'rgb(36, 71, 66)', brand: 'rgb(255, 255, 255)' });
  });

  for (const path of ['/group-bookings', '/contact']) {
    test(`the header of ${path} is solid once its text runs under it (120 and 240 px)`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await hydrated(page);
      await rejectCookies(page);
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-solid', 'false');
      for (const top of [120, 240]) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        await expect(header).toHaveAttribute('data-solid', 'true');
      }
    });
  }

  test('the cookie banner is the first keyboard stop, and focus goes to the main content after Reject all', async ({
    page,
  }) => {
    const banner = await homeWithBanner(page);
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'cookie policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(page.locator('main#main')).toBeFocused();
    // With the banner answered, the skip link is the first stop again.
    await page.reload();
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('after Accept all focus goes back to where the diner was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const banner = await homeWithBanner(page);
    const findUs = page.getByRole('banner').getByRole('link', { name: 'Find us' });
    await findUs.focus();
    await banner.getByRole('button', { name: 'Accept all' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(findUs).toBeFocused();
  });

  test('after saving preferences in the manager focus goes to the main content, not the hidden banner', async ({
    page,
  }) => {
    const banner = await homeWithBanner(page);
    await page.keyboard.press('Tab');
    await banner.getByRole('button', { name: 'Manage' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('no marketing tag before consent; consent is kept across reloads', async ({ page }) => {
    const tagRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === MARKETING_TAG) tagRequests.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    // The Consent Mode default runs in the head, before anything else.
    const firstConsent = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0] ?? []),
    );
    expect(firstConsent).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    expect(tagRequests).toHaveLength(0);

    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => tagRequests.length).toBe(1);
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();

    const cookies = await page.context().cookies();
    const consent = cookies.find((cookie) => cookie.name === '__Host-cookie_consent');
    const preferences = cookies.find((cookie) => cookie.name === '__Host-cookie_preferences');
    for (const cookie of [consent, preferences]) {
      expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax', path: '/', httpOnly: false });
    }
    const days = (expires: number | undefined) =>
      Math.round(((expires ?? 0) * 1000 - Date.now()) / 86_400_000);
    expect(days(consent?.expires)).toBe(30);
    expect(days(preferences?.expires)).toBe(365);

    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
    // The stored consent loads the tag again on the new page.
    await expect.poll(() => tagRequests.length).toBe(2);
  });

  test('rejecting keeps the marketing tag away, also after a reload', async ({ page }) => {
    const tagRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === MARKETING_TAG) tagRequests.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await rejectCookies(page);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
    expect(tagRequests).toHaveLength(0);
  });

  test('the hamburger menu traps focus, closes with Escape and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await rejectCookies(page);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Tab goes round the menu's own controls and, after the last, out to the browser (nothing in the page has
    // focus) and back in: never to the page behind the menu.
    const stops: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await menu.evaluate((element) => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'outside the page';
          return element.contains(active) ? 'menu' : `behind: ${active.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    expect(stops.filter((stop) => stop.startsWith('behind'))).toEqual([]);
    expect(stops.filter((stop) => stop === 'menu').length).toBeGreaterThan(20);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a menu link navigates on the client and closes the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await rejectCookies(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Kids' }).click();
    await expect(page).toHaveURL(/\/kids$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Little chefs welcome');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('content pages', () => {
  // Every page of the one list the sitemap is built from, each served by the generic content routes.
  for (const id of CONTENT_PAGE_IDS) {
    test(`${contentPagePath(id)} renders from the brand API`, async ({ page }) => {
      const response = await page.goto(contentPagePath(id));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    });
  }

  test('a nested page /{id1}/{id2} renders the page id1/id2', async ({ page }) => {
    const response = await page.goto('/whats-on/quiz-night');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz night');
  });

  test('the delivery page has three delivery-provider buttons', async ({ page }) => {
    await page.goto('/delivery');
    const partners = page.getByRole('list', { name: 'Delivery partners' }).getByRole('link');
    await expect(partners).toHaveCount(3);
    for (const partner of await partners.all()) await expect(partner).toHaveAttribute('target', '_blank');
  });

  test('gift card and feedback links use the configured addresses', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Buy a gift card (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://gift-cards.fittizia.example',
    );
    await page.goto('/faqs');
    await expect(page.getByRole('link', { name: 'Leave feedback (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://feedback.fittizia.example',
    );
  });

  test('unknown pages give the 404 page with status 404', async ({ page }) => {
    for (const path of ['/no-such-page', '/no-such/page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
    }
  });

  test('images carry width and height', async ({ page }) => {
    await page.goto('/');
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
  });
});
