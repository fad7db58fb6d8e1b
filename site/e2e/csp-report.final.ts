import { expect, test } from '@playwright/test';

/**
 * Runs after every other e2e test (its own Playwright project, depending on the main one): the site's CSP
 * report endpoint must have received no violation report during the whole run, so every e2e test is also a
 * test of the Content-Security-Policy. The second test proves the check can fail: a blocked inline event
 * handler reaches the same endpoint. Over plain HTTP the policy names only `report-uri`, which Chromium sends
 * at once (its Reporting API, `report-to`, serves HTTPS pages only).
 */
interface Counts {
  count: number;
  recent: { documentUrl: string; directive: string; blocked: string }[];
}

const counts = async (request: import('@playwright/test').APIRequestContext): Promise<Counts> =>
  (await request.get('/csp-report')).json();

test.describe.configure({ mode: 'serial' });

test('the CSP report endpoint received no violation during the whole e2e run', async ({ request }) => {
  // Give reports queued by the last tests time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const received = await counts(request);
  expect(received.recent, 'violations reported during the run').toEqual([]);
  expect(received.count).toBe(0);
});

test('an inline handler in injected markup is blocked, and its report reaches the endpoint', async ({
  page,
  request,
}) => {
  const before = (await counts(request)).count;
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // What an HTML injection would try: markup with an inline event handler. (A script element created by
  // the page's own code would run: 'strict-dynamic' trusts what trusted scripts add.)
  const ran = await page.evaluate(async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/no-such-image.png" alt="" onerror="window.__injected = true">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(console.some((text) => /Content Security Policy/.test(text))).toBe(true);
  await expect.poll(async () => (await counts(request)).count, { timeout: 15_000 }).toBeGreaterThan(before);
  const { recent } = await counts(request);
  expect(recent.at(-1)).toMatchObject({ directive: 'script-src-attr', blocked: 'inline' });
});
