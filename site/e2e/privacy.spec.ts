import AxeBuilder from '@axe-core/playwright';
import { ONE_CLICK_BODY, RETENTION_KINDS, type RetentionRule } from '@fittizia/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { brandApi, brandToken } from './support/booking-steps.ts';

/*
 * Privacy on the production build with the embedded brand API: the privacy policy's retention table is the
 * brand API's schedule (this run sets RETENTION_BOOKING_DAYS=400, playwright.config.ts), rendered on the server;
 * a marketing e-mail's unsubscribe link works without JavaScript and answers a mail client's one-click POST.
 */

/** The period this run configures for bookings (RETENTION_BOOKING_DAYS in playwright.config.ts), not the default 730. */
const BOOKING_DAYS = 400;

async function schedule(request: APIRequestContext): Promise<RetentionRule[]> {
  const res = await request.get(`${brandApi}/api/v1/privacy/retention`, {
    headers: await brandToken(request),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rules: RetentionRule[] }).rules;
}

test.describe('the privacy policy', () => {
  test("its retention table is the brand API's configured schedule, in the server's HTML", async ({
    page,
    request,
  }) => {
    const rules = await schedule(request);
    expect(rules.map((rule) => rule.kind)).toEqual([...RETENTION_KINDS]);
    const booking = rules.find((rule) => rule.kind === 'booking');
    expect(booking?.days, 'the period RETENTION_BOOKING_DAYS sets').toBe(BOOKING_DAYS);

    // Server-rendered: the table is in the page's HTML before any script runs.
    const html = await (await request.get('/privacy-policy')).text();
    expect(html).toContain('How long we keep your data');
    expect(html).toContain(`${BOOKING_DAYS} days after the day you dined`);

    await page.goto('/privacy-policy');
    const section = page.getByRole('region', { name: 'How long we keep your data' });
    await expect(
      section.getByRole('heading', { level: 2, name: 'How long we keep your data' }),
    ).toBeVisible();
    const table = section.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Your data',
      'How long we keep it',
      'Then',
      'Why',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(rules.length);
    for (const [i, rule] of rules.entries()) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('data-kind', rule.kind);
      await expect(row.getByRole('rowheader')).toHaveText(rule.what);
      await expect(row.getByRole('cell').first()).toHaveText(rule.keptFor);
      await expect(row.getByRole('cell').last()).toHaveText(rule.reason);
    }
  });

  test('its retention table stacks on a narrow screen: no word broken, each value under its column name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/privacy-policy');
    const table = page.getByTestId('retention-schedule');
    const row = table.locator('tbody tr').first();
    const layout = () =>
      row.evaluate((tr) => {
        const cells = [...tr.children] as HTMLElement[];
        // The widest word of a cell fits its width: no word is broken across lines.
        const fits = cells.every((cell) => {
          const probe = document.createElement('span');
          probe.style.whiteSpace = 'nowrap';
          cell.append(probe);
          const widest = Math.max(
            ...(cell.firstChild?.textContent ?? '').split(/\s+/).map((word) => {
              probe.textContent = word;
              return probe.getBoundingClientRect().width;
            }),
          );
          probe.remove();
          return widest <= cell.clientWidth;
        });
        return {
          fits,
          widths: cells.map((cell) => Math.round(cell.getBoundingClientRect().width)),
          tops: cells.map((cell) => Math.round(cell.getBoundingClientRect().top)),
          labels: cells.map((cell) => getComputedStyle(cell, '::before').content),
          sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });
    const narrow = await layout();
    expect(narrow.fits).toBe(true);
    expect(narrow.sideways).toBe(false);
    // One above the other, each as wide as the row; the values labelled, the data's name not.
    expect(new Set(narrow.widths).size).toBe(1);
    expect(narrow.tops).toEqual([...narrow.tops].sort((a, b) => a - b));
    expect(new Set(narrow.tops).size).toBe(4);
    expect(narrow.labels).toEqual(['none', '"How long we keep it"', '"Then"', '"Why"']);
    // The table is still a table to a screen reader: its column headers name each cell.
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="retention-schedule"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = await layout();
    expect(new Set(wide.tops).size).toBe(1);
    expect(wide.labels).toEqual(['none', 'none', 'none', 'none']);
    await expect(table.getByRole('columnheader').first()).toBeVisible();
  });
});

/** The raw messages of the outbox addressed to `to`, oldest first (the brand API's test-only read). */
async function mailTo(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`${brandApi}/test/mail-outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { raw: string }[]).map((m) => m.raw);
}

/** The headers of a raw message, folded lines joined. */
const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(
    (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' '),
  )?.[1];

/** Signs `email` up and confirms it through the brand API; answers the welcome e-mail's List-Unsubscribe link. */
async function subscribed(request: APIRequestContext, email: string): Promise<string> {
  const headers = await brandToken(request);
  const signup = await request.post(`${brandApi}/api/signup`, {
    headers,
    data: {
      emailAddress: email,
      favouriteRestaurant: '1042',
      firstName: 'Ada',
      acceptTerms: true,
      acceptSMSTerms: false,
      acceptDaciaTerms: false,
    },
  });
  expect(signup.ok()).toBe(true);
  await expect.poll(async () => (await mailTo(request, email)).length, { timeout: 10_000 }).toBe(1);
  const [confirmation] = await mailTo(request, email);
  const token = (confirmation ?? '')
    .replace(/=\r?\n/g, '')
    .match(/\/sign-up\/confirm\/([A-Za-z0-9_-]{43})/)?.[1];
  expect((await request.post(`${brandApi}/api/signup/confirm/${token}`, { headers })).ok()).toBe(true);
  await expect.poll(async () => (await mailTo(request, email)).length, { timeout: 10_000 }).toBe(2);
  const welcome = (await mailTo(request, email))[1] ?? '';
  expect(headerOf(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+)>$/.exec(headerOf(welcome, 'List-Unsubscribe') ?? '')?.[1] as string;
  expect(link).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  expect(welcome.replace(/=\r?\n/g, '')).toContain(`unsubscribe in one click: ${link}`);
  return new URL(link).pathname;
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('the unsubscribe link of a marketing e-mail', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows one button, a plain form post, that unsubscribes at once without signing in', async ({
      page,
      request,
    }) => {
      const path = await subscribed(request, unique('ada.unsub'));
      const response = await page.goto(path);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Unsubscribe from our offers and news' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page).toHaveURL(`${path}?result=done`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    });
  });

  test("a mail client's one-click POST (RFC 8058: no Origin, no cookie) unsubscribes; again is harmless", async ({
    request,
  }) => {
    const path = await subscribed(request, unique('bea.unsub'));
    for (const headers of [{}, { origin: 'https://mail.example' }] as Record<string, string>[]) {
      const answer = await request.post(path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        data: ONE_CLICK_BODY,
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe(`${path}?result=done`);
    }
  });

  test('a link that is not ours says so and changes nothing', async ({ request }) => {
    const forged = `/unsubscribe/${Buffer.from('someone@example.com').toString('base64url')}.${'A'.repeat(43)}`;
    const answer = await request.post(forged, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: ONE_CLICK_BODY,
      maxRedirects: 0,
    });
    expect(answer.headers().location).toBe(`${forged}?result=invalid`);
  });
});
