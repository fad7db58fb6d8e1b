import { gunzipSync } from 'node:zlib';
import { endpoints } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { compressesAnswer, compressHtml, compressRead } from './compression.ts';

const html = `<!DOCTYPE html><html><body>${'<p>Pizza and pasta</p>'.repeat(200)}</body></html>`;
const page = (type = 'text/html; charset=utf-8', extra: Record<string, string> = {}) =>
  new Response(html, { status: 200, headers: { 'content-type': type, 'content-length': '1', ...extra } });
const request = (encoding?: string, method = 'GET') =>
  new Request('http://site.example/', { method, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressHtml', () => {
  it('gzips a page for a browser that accepts gzip, and the body reads back unchanged', async () => {
    const response = compressHtml(request('gzip, deflate, br'), page());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.has('content-length')).toBe(false);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(html.length / 5);
    expect(gunzipSync(body).toString('utf8')).toBe(html);
  });

  it('leaves alone browsers without gzip, non-HTML responses, HEAD and bodies already encoded', async () => {
    for (const [req, res] of [
      [request(), page()],
      [request('br'), page()],
      [request('gzip'), page('application/json')],
      [request('gzip', 'HEAD'), page()],
      [request('gzip'), page('text/html', { 'content-encoding': 'br' })],
    ] as const) {
      const out = compressHtml(req, res);
      expect(out).toBe(res);
    }
  });
});

describe('compressRead', () => {
  const json = JSON.stringify({ restaurants: Array.from({ length: 100 }, (_, i) => ({ storeId: `s${i}` })) });
  const answer = (status = 200, type = 'application/json') =>
    new Response(json, { status, headers: { 'content-type': type } });

  it('gzips a successful JSON answer for a browser that accepts gzip, and it reads back unchanged', async () => {
    const response = compressRead(request('gzip'), answer());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(json);
  });

  it('leaves alone refusals and errors, non-JSON answers and browsers without gzip', () => {
    for (const [req, res] of [
      [request('gzip'), answer(404)],
      [request('gzip'), answer(502)],
      [request('gzip'), answer(200, 'text/plain')],
      [request(), answer()],
    ] as const) {
      expect(compressRead(req, res)).toBe(res);
    }
  });
});

describe('which answers are gzipped', () => {
  it('reads of nothing personal, public or not (the geo search too); never a personal answer or a write', () => {
    expect(compressesAnswer(endpoints.searchRestaurants)).toBe(true);
    expect(compressesAnswer(endpoints.geoSearch)).toBe(true);
    expect(compressesAnswer(endpoints.geoSearchByCoordinates)).toBe(true);
    expect(compressesAnswer(endpoints.bookingManage)).toBe(false);
    expect(compressesAnswer(endpoints.standbyView)).toBe(false);
    expect(compressesAnswer(endpoints.signup)).toBe(false);
    for (const def of Object.values(endpoints))
      if (def.personalData || def.method !== 'GET') expect(compressesAnswer(def)).toBe(false);
  });
});
