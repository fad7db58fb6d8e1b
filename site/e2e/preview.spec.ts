import { CONTENT_MESSAGES, CONTENT_PREVIEW_BAR, CONTENT_PREVIEW_EXIT } from '@fittizia/contract';
import { expect, test } from './fixtures.ts';
import { brandApi } from './support/manage-steps.ts';
import { runKey } from './support/ops.ts';

/*
 * Preview on the site against the real brand API (docs/content.md, "Preview on the site"): a draft saved through
 * the content service is shown only to the browser that opened its preview link, with the bar, the edit controls
 * and private, no-store, noindex answers; the public page, a fresh browser and a forged cookie see the published
 * page, and the kept copy is never the draft. With the run's editor key (role `content`, playwright.config.ts).
 */

const PAGE = 'kids';
const PATH = '/kids';
const marker = `Draft headline ${Date.now()}`;

async function ops(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${brandApi}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${runKey('content')}`, 'content-type': 'application/json' },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const body = await res.json().catch(() => undefined);
  expect(res.status, `${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body as Record<string, unknown>;
}

test('a preview link shows the draft with its bar and edit controls to that browser only', async ({
  browser,
  request,
}) => {
  const opened = await ops(`/api/ops/content/pages/${PAGE}`);
  const draft = opened.draft as {
    title: string;
    description?: string;
    tiles: Record<string, unknown>[];
    revision: number;
  };
  const tiles = draft.tiles.map((tile, i) => (i === 0 ? { ...tile, heading: marker } : tile));
  await ops(`/api/ops/content/pages/${PAGE}/draft`, {
    method: 'POST',
    body: {
      baseRevision: draft.revision,
      title: draft.title,
      ...(draft.description !== undefined && { description: draft.description }),
      tiles,
    },
  });
  const link = await ops('/api/ops/content/preview-links', { method: 'POST', body: { path: PATH } });
  const url = new URL(String(link.url));

  // The public page, before and after: never the draft, kept for everyone.
  const publicPage = await request.get(PATH);
  expect(await publicPage.text()).not.toContain(marker);

  const editor = await browser.newContext();
  const page = await editor.newPage();
  const answers: { url: string; cacheControl?: string; robots?: string }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') {
      answers.push({
        url: r.url(),
        cacheControl: r.headers()['cache-control'],
        robots: r.headers()['x-robots-tag'],
      });
    }
  });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  const bar = page.getByRole('region', { name: 'Preview' });
  await expect(bar).toContainText(CONTENT_PREVIEW_BAR);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker);
  await expect(page.getByRole('link', { name: new RegExp(`Edit tile “${marker}”`) })).toHaveAttribute(
    'href',
    /iframe\.html\?id=editor-page-builder--workspace&viewMode=story&page=kids&tile=1$/,
  );
  expect(await page.content()).not.toContain(String(link.token));
  const last = answers.at(-1);
  expect(last?.cacheControl).toBe('private, no-store');
  expect(last?.robots).toBe('noindex');

  // A fresh browser, and a forged cookie, see the published page; the kept copy is not the draft.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(PATH);
  await expect(other.getByRole('heading', { level: 1 })).not.toHaveText(marker);
  const forged = await request.get(PATH, { headers: { cookie: 'fittizia_preview=forged' } });
  expect(forged.headers()['cache-control']).toBe('private, no-store');
  const forgedHtml = await forged.text();
  expect(forgedHtml).not.toContain(marker);
  expect(forgedHtml).toContain(CONTENT_MESSAGES.previewInvalid);
  expect(await (await request.get(PATH)).text()).not.toContain(marker);

  // The exit, from the keyboard: the cookie goes and the published page is back.
  await page.getByRole('link', { name: CONTENT_PREVIEW_EXIT }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(marker);
  await editor.close();
  await fresh.close();
});

test('a bad preview link says so and sets no cookie; `to` never leaves the site', async ({ page }) => {
  const response = await page.goto('/preview?token=not-a-token&to=https://evil.example/');
  expect(response?.status()).toBe(403);
  await expect(page.getByText(CONTENT_MESSAGES.previewInvalid)).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name.includes('fittizia_preview'))).toBe(false);
  await expect(page.getByRole('link', { name: 'Go to the page without preview' })).toHaveAttribute(
    'href',
    '/',
  );
});
