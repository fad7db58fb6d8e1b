import { CONTENT_PREVIEW_BAR } from '@fittizia/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { brandApi } from './support/manage-steps.ts';
import { contentCall, runKey, shownWithin } from './support/ops.ts';

/*
 * Editors publish without a deploy (docs/content.md): an editor changes the home page's hero headline in the page
 * builder (the built Storybook, against the real content service) and saves a draft; the public page, to any browser,
 * still shows the old headline; the preview link shows the draft with the bar and the tiles' edit controls; a
 * publisher publishes and the public page shows it within 2 s; a rollback restores the old headline. Then every page
 * type is asked with and without the preview cookie and with forged ones: a draft is never in a kept page.
 */

const storybook = `http://127.0.0.1:${process.env.E2E_STORYBOOK_PORT ?? 6110}`;
const workspace = `${storybook}/iframe.html?id=editor-page-builder--workspace&viewMode=story&page=home&tile=1`;

type EditorPage = {
  draft: { title: string; description?: string; tiles: Record<string, unknown>[]; revision: number };
  published: { version: number } | null;
};

/** The first `<h1>`'s text in a page's HTML. */
const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? '';

/** Asks `path` again until its HTML does not have `text`; the ms that took from `from`. */
async function goneWithin(request: APIRequestContext, path: string, text: string, from: number) {
  for (;;) {
    if (!(await (await request.get(path)).text()).includes(text)) return Date.now() - from;
    if (Date.now() - from > 10_000) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('an editor saves a draft in the page builder, previews it, a publisher publishes it in 2 s, a rollback undoes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const before = await contentCall<EditorPage>('content', 'pages/home');
  const oldHeadline = h1Of(await (await request.get('/')).text());
  expect(oldHeadline).not.toBe('');
  const headline = `Fresh from the page builder ${Date.now()}`;

  // 1. The page builder: sign in with the editor's key, open home at its first tile, change the headline, save.
  await page.goto(workspace);
  await page.getByLabel('Content service address').fill(brandApi);
  await page.getByLabel(/Your editor's key/).fill(runKey('content'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Page “home”' })).toBeVisible();
  const heading = page.getByRole('region', { name: /^Tile 1: / }).getByLabel('Heading');
  // The draft as it is (a run before this one may have left a draft that is not the published page).
  await expect(heading).toHaveValue(String(before.draft.tiles[0]?.heading ?? ''));
  await heading.fill(headline);
  await expect(page.getByRole('heading', { name: headline })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Draft saved: revision \d+$/)).toBeVisible();
  const saved = await contentCall<EditorPage>('content', 'pages/home');
  expect(saved.draft.revision).toBeGreaterThan(before.draft.revision);

  // 2. The public home page still shows the old headline, kept or fresh, to any browser.
  for (let i = 0; i < 2; i++) expect(h1Of(await (await request.get('/')).text())).toBe(oldHeadline);
  const fresh = await browser.newContext();
  const diner = await fresh.newPage();
  await diner.goto('/');
  await expect(diner.getByRole('heading', { level: 1 })).toHaveText(oldHeadline);

  // 3. The preview link, made in the page builder, shows the draft with the bar and the edit controls.
  await page.getByRole('button', { name: 'Make a preview link' }).click();
  const link = await page.getByLabel('Preview link').inputValue();
  expect(link).toMatch(/\/preview\?token=/);
  const editorBrowser = await browser.newContext();
  const preview = await editorBrowser.newPage();
  const answer = preview.waitForResponse(
    (r) => r.request().resourceType() === 'document' && r.status() === 200,
  );
  await preview.goto(link);
  expect((await answer).headers()['cache-control']).toBe('private, no-store');
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(CONTENT_PREVIEW_BAR);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(preview.getByRole('link', { name: new RegExp(`Edit tile “${headline}”`) })).toHaveAttribute(
    'href',
    /iframe\.html\?id=editor-page-builder--workspace&viewMode=story&page=home&tile=1$/,
  );
  await diner.reload();
  await expect(diner.getByRole('heading', { level: 1 })).toHaveText(oldHeadline);

  // 4. A publisher publishes: the public page shows the new headline within 2 s.
  const published = Date.now();
  const done = await contentCall<{ version: number }>('publisher', 'pages/home/publish', {
    revision: saved.draft.revision,
  });
  expect(await shownWithin(request, '/', headline, published)).toBeLessThan(2000);
  await diner.reload();
  await expect(diner.getByRole('heading', { level: 1 })).toHaveText(headline);

  // 5. A rollback to the version before restores the old headline, as a new version.
  const rolledBack = Date.now();
  const rollback = await contentCall<{ version: number }>('publisher', 'pages/home/rollback', {
    version: done.version - 1,
  });
  expect(rollback.version).toBe(done.version + 1);
  expect(await goneWithin(request, '/', headline, rolledBack)).toBeLessThan(2000);
  expect(h1Of(await (await request.get('/')).text())).toBe(oldHeadline);
  await fresh.close();
  await editorBrowser.close();
});

test('a draft is never in a kept page: every page type with and without the preview cookie, and forged ones', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A draft on home and on a content page, never published.
  const marker = `Never published ${Date.now()}`;
  for (const id of ['home', 'kids']) {
    const opened = await contentCall<EditorPage>('content', `pages/${id}`);
    await contentCall('content', `pages/${id}/draft`, {
      baseRevision: opened.draft.revision,
      title: opened.draft.title,
      ...(opened.draft.description === undefined ? {} : { description: opened.draft.description }),
      tiles: opened.draft.tiles.map((tile, i) => (i === 0 ? { ...tile, heading: marker } : tile)),
    });
  }
  const { url } = await contentCall<{ url: string }>('content', 'preview-links', { path: '/' });
  const editor = await browser.newContext();
  await (await editor.newPage()).goto(url);
  const cookie = (await editor.cookies()).find((c) => c.name.endsWith('fittizia_preview'));
  expect(cookie?.value).toBeTruthy();

  const pages = [
    '/',
    '/kids',
    '/restaurants/london/covent-garden',
    '/menu/m-main',
    '/find-us',
    '/contact',
    '/careers/job-search',
    '/offer/30-off-students',
    '/booking/find',
  ];
  const forged = [
    `${cookie?.name}=${cookie?.value}x`,
    `${cookie?.name}=v1.eyJlZGl0b3IiOiJtYWxsb3J5IiwiZXhwIjo5OTk5OTk5OTk5OTk5fQ.forged`,
    'fittizia_preview=; __Host-fittizia_preview=',
  ];
  for (const path of pages) {
    // In preview: private, never kept; a content page shows the draft.
    const own = await request.get(path, { headers: { cookie: `${cookie?.name}=${cookie?.value}` } });
    expect(own.headers()['cache-control'], path).toBe('private, no-store');
    expect(own.headers()['x-robots-tag'], path).toBe('noindex');
    if (path === '/' || path === '/kids') expect(await own.text(), path).toContain(marker);
    // Forged cookies: private, the published page.
    for (const value of forged) {
      const answer = await request.get(path, { headers: { cookie: value } });
      expect(answer.headers()['cache-control'], `${path} with ${value}`).toBe('private, no-store');
      expect(await answer.text(), `${path} with ${value}`).not.toContain(marker);
    }
    // Without a cookie, twice (the second from the page cache): never the draft.
    for (let i = 0; i < 2; i++) {
      const plain = await request.get(path);
      expect(plain.status(), path).toBe(200);
      expect(await plain.text(), path).not.toContain(marker);
    }
    // A draft asked for by header or parameter, without the cookie: the published page.
    const asked = await request.get(`${path}?preview=1&token=${cookie?.value}`, {
      headers: { 'x-preview': '1', authorization: `Bearer ${cookie?.value}` },
    });
    expect(await asked.text(), path).not.toContain(marker);
  }
  await editor.close();
});
