import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * What a diner does before the app runs (site/lib/early-presses.ts): the browser entry is held back here until
 * the test lets it go, so every press below is made before React's root exists, as on a slow phone in the seconds
 * before the largest paint. A press on a control that needs the app, or a form sent that would post, is shown at
 * once as taken and done once the app has rendered; typed text is kept and heard.
 */

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Holds the browser entry (client.tsx, `/assets/index-<hash>.js`) until `letGo()`. The page's load event waits for
 * it: the pages are opened to their DOMContentLoaded.
 */
async function holdTheApp(page: Page) {
  let letGo: () => void = () => {};
  const gone = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
    await gone;
    await route.continue();
  });
  return letGo;
}

test.describe('presses before the app runs', () => {
  test.beforeEach(async ({ page }) => {
    // Cookies decided before (rejected): no banner over the page. Written as the page writes them (`__Host-`).
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      const write = (name: string, value: string) => {
        // biome-ignore lint/suspicious/noDocumentCookie: as the site's consent code writes it (design-system/components/CookieConsent/consent.ts).
        document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=3600; Path=/; Secure; SameSite=Lax`;
      };
      write('__Host-cookie_consent', 'true');
      write('__Host-cookie_preferences', JSON.stringify({ performance: false, marketing: false }));
    });
  });

  test('the menu button, pressed before the app runs, is shown as taken and opens the menu once it does', async ({
    page,
  }) => {
    const letGo = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    letGo();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation menu' }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [data-held]')).toHaveCount(0);
  });

  test('a menu filter ticked before the app runs is applied once the page is live', async ({ page }) => {
    const letGo = await holdTheApp(page);
    await page.goto('/restaurants/london/covent-garden/menu/m-main', { waitUntil: 'domcontentloaded' });
    const vegan = page.getByRole('checkbox', { name: 'Vegan' });
    await vegan.click();
    // Held: left as it was, shown as taken.
    await expect(vegan).not.toBeChecked();
    await expect(vegan).toHaveAttribute('aria-busy', 'true');
    letGo();
    await expect(vegan).toBeChecked();
    await expect(page.getByTestId('menu-filter-status')).toContainText('hidden by your filters');
    await expect(page).toHaveURL(/[?&]diet=vegan\b/);
    await expect(vegan).not.toHaveAttribute('aria-busy');
  });

  test('text typed before the app runs is kept, and the page hears it (a field the page keeps in its state)', async ({
    page,
  }) => {
    const letGo = await holdTheApp(page);
    await page.goto('/restaurants/london/covent-garden/menu/m-main', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: /^Search this restaurant.s menu$/ });
    await search.pressSequentially('pizza');
    await expect(page.getByTestId('menu-filter-status')).toHaveText('');
    letGo();
    await expect(page.locator('[data-part="live"] [data-testid="menu-filter-status"]')).toBeAttached();
    await expect(search).toHaveValue('pizza');
    // The menu is searched as if typed now: the dishes without the word are hidden, and the address says so.
    await expect(page.getByTestId('menu-filter-status')).toContainText('hidden by your filters');
    await expect(page).toHaveURL(/[?&]q=pizza\b/);
  });

  test('a form sent before the app runs is held, not posted, and sent by the page once it is live', async ({
    page,
  }) => {
    const letGo = await holdTheApp(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.resourceType() === 'document') posts.push(request.url());
    });
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Ada');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    // Held: shown as taken; not posted to the server, which could only answer that nothing was sent.
    await expect(send).toHaveAttribute('aria-busy', 'true');
    letGo();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Enter your last name');
    await expect(summary).not.toContainText('first name');
    await expect(firstName).toHaveValue('Ada');
    expect(posts).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your details have not been sent');
  });
});
