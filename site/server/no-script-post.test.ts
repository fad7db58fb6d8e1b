import { describe, expect, it } from 'vitest';
import { isNoScriptPost, NO_SCRIPT_POST_TITLE, noScriptPostPage } from './no-script-post.ts';

const post = (path: string, type: string) =>
  new Request(`http://127.0.0.1${path}`, { method: 'POST', headers: { 'content-type': type }, body: 'a=1' });

describe('forms sent before the page’s JavaScript loaded', () => {
  it('are a browser form post to a page address, never an /api call, a server function or a CSP report', () => {
    expect(isNoScriptPost(post('/contact', 'application/x-www-form-urlencoded'))).toBe(true);
    expect(isNoScriptPost(post('/sign-up', 'multipart/form-data; boundary=x'))).toBe(true);
    expect(isNoScriptPost(post('/api/contact', 'application/x-www-form-urlencoded'))).toBe(false);
    expect(isNoScriptPost(post('/_serverFn/x', 'application/x-www-form-urlencoded'))).toBe(false);
    expect(isNoScriptPost(post('/csp-report', 'application/x-www-form-urlencoded'))).toBe(false);
    expect(isNoScriptPost(post('/csp-report', 'text/plain'))).toBe(false);
    expect(isNoScriptPost(post('/contact', 'application/json'))).toBe(false);
    expect(isNoScriptPost(new Request('http://127.0.0.1/contact'))).toBe(false);
  });

  it("leave manage my booking's plain forms to their pages, and only those", () => {
    const form = 'application/x-www-form-urlencoded';
    const token = `K7QM2XRA.${'a'.repeat(43)}`;
    expect(isNoScriptPost(post(`/booking/manage/${token}`, form))).toBe(false);
    expect(isNoScriptPost(post('/booking/find', form))).toBe(false);
    expect(isNoScriptPost(post('/booking/manage/not-a-token', form))).toBe(true);
    expect(isNoScriptPost(post(`/booking/manage/${token}/other`, form))).toBe(true);
  });

  it('are answered 400 with a page that says nothing was sent, keeps nothing typed and links back', async () => {
    const response = noScriptPostPage(post('/contact', 'application/x-www-form-urlencoded'));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<h1>${NO_SCRIPT_POST_TITLE}</h1>`);
    expect(html).toContain('<a href="/contact">');
    expect(html).not.toContain('a=1');
    expect(html).not.toContain('<script');
  });
});
