import { BrandApiError, ONE_CLICK_BODY } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { BODY_CAPS, checkBody, FORM_PAGE_METHODS } from './body-guard.ts';
import { isNoScriptPost } from './no-script-post.ts';
import { isUnsubscribePath, unsubscribeFormResponse } from './unsubscribe.ts';

/*
 * The one-click unsubscribe link (RFC 8058; docs/privacy.md): the page's form and a mail client's POST reach the
 * route (no Origin, no cookie), which unsubscribes through the brand API and answers with the page's result.
 */

const site = 'https://www.fittizia.example';
const token = `${Buffer.from('ann@example.com').toString('base64url')}.${'q'.repeat(43)}`;
const path = `/unsubscribe/${token}`;
const standby = `/booking/standby/K7QM2XRA.${'b'.repeat(43)}`;
const FORM = 'application/x-www-form-urlencoded';

const oneClick = (at: string, headers: Record<string, string> = {}, body = ONE_CLICK_BODY) =>
  new Request(`${site}${at}`, { method: 'POST', headers: { 'content-type': FORM, ...headers }, body });

describe('unsubscribe links', () => {
  it('are /unsubscribe/ and a well-formed token, nothing else', () => {
    expect(isUnsubscribePath(path)).toBe(true);
    expect(isUnsubscribePath('/unsubscribe/')).toBe(false);
    expect(isUnsubscribePath('/unsubscribe/not-a-token')).toBe(false);
    expect(isUnsubscribePath(`/unsubscribe/${token}/more`)).toBe(false);
    expect(isUnsubscribePath('/unsubscribe/%E0%A4%A')).toBe(false);
  });

  it("let a mail client's one-click POST through the body guard: no Origin, no cookie, a foreign Origin", async () => {
    for (const headers of [{}, { origin: 'https://mail.example' }, { origin: 'null' }] as Record<
      string,
      string
    >[]) {
      const passed = await checkBody(oneClick(path, headers), site);
      expect(passed).toBeInstanceOf(Request);
      expect(await (passed as Request).text()).toBe(ONE_CLICK_BODY);
    }
  });

  it('only that route: a cross-site post to any other page form is still refused', async () => {
    const refused = await checkBody(oneClick(standby, { origin: 'https://mail.example' }), site);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);
    const other = await checkBody(
      oneClick('/unsubscribe/not-a-token', { origin: 'https://mail.example' }),
      site,
    );
    expect((other as Response).status).toBe(403);
  });

  it('keep the form cap and the methods of a page form', async () => {
    const big = await checkBody(oneClick(path, { 'content-length': String(BODY_CAPS.form + 1) }), site);
    expect((big as Response).status).toBe(413);
    const put = await checkBody(new Request(`${site}${path}`, { method: 'PUT', body: 'x' }), site);
    expect((put as Response).status).toBe(405);
    expect((put as Response).headers.get('allow')).toBe(FORM_PAGE_METHODS.join(', '));
  });

  it('are not taken for a form sent before its page loaded', () => {
    expect(isNoScriptPost(oneClick(path))).toBe(false);
  });
});

describe('the answer to an unsubscribe POST', () => {
  it("unsubscribes the link's token at once and shows the result", async () => {
    const unsubscribe = vi.fn(async () => {});
    const answer = await unsubscribeFormResponse(oneClick(path), unsubscribe);
    expect(unsubscribe).toHaveBeenCalledWith(token);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${path}?result=done`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('takes the one-click field as multipart too (RFC 8058 allows both)', async () => {
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const unsubscribe = vi.fn(async () => {});
    const answer = await unsubscribeFormResponse(
      new Request(`${site}${path}`, { method: 'POST', body: form }),
      unsubscribe,
    );
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(answer.headers.get('location')).toBe(`${path}?result=done`);
  });

  it('changes nothing without the one-click field: back to the page and its button', async () => {
    const unsubscribe = vi.fn(async () => {});
    const answer = await unsubscribeFormResponse(oneClick(path, {}, 'something=else'), unsubscribe);
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(answer.headers.get('location')).toBe(path);
  });

  it('says a refused token does not work, and any other failure to try again', async () => {
    const refused = await unsubscribeFormResponse(oneClick(path), async () => {
      throw new BrandApiError('not ours', 404, 'marketingUnsubscribe');
    });
    expect(refused.headers.get('location')).toBe(`${path}?result=invalid`);
    const failed = await unsubscribeFormResponse(oneClick(path), async () => {
      throw new Error('socket hang up');
    });
    expect(failed.headers.get('location')).toBe(`${path}?result=failed`);
  });
});
