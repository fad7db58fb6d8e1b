import { describe, expect, it } from 'vitest';
import { buildPath, pathParamNames } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import { examples } from './examples.ts';
import {
  REDACTED,
  redactAddress,
  redactPath,
  redactQuery,
  redactSecrets,
  SECRET_ENDPOINT_PATHS,
  SECRET_PAGE_PATHS,
} from './log-redaction.ts';

const token = examples.bookingManage.params.token;
const guid = examples.updateCustomerPreferences.body.customerGuid;

describe('the loggers’ path rules', () => {
  it('find the secret path parameters in the endpoint table: every token and guid a path carries', () => {
    const secret = new Map(SECRET_ENDPOINT_PATHS.map((call) => [call.path, call.params]));
    for (const call of Object.values(endpoints)) {
      const carried = pathParamNames(call.path).filter((name) => /token|guid/i.test(name));
      expect(secret.get(call.path) ?? [], call.path).toEqual(carried);
    }
    expect([...secret.keys()]).toEqual(
      expect.arrayContaining([
        '/api/booking/manage/{token}/attend',
        '/api/booking/standby/{token}/claim',
        '/api/exponea/getcustomerpreferences/{customerGuid}',
      ]),
    );
  });

  it('write each secret segment of a call or a page as [Redacted], keeping the route', () => {
    for (const { path, params } of SECRET_ENDPOINT_PATHS) {
      const value = params[0] === 'customerGuid' ? guid : token;
      const redacted = redactPath(buildPath(path, Object.fromEntries(params.map((name) => [name, value]))));
      expect(redacted).not.toContain(value);
      expect(redacted).toBe(path.replace(/\{\w+\}/g, REDACTED));
    }
    for (const page of SECRET_PAGE_PATHS)
      expect(redactPath(page.replace(/\{\w+\}/g, token))).toBe(page.replace(/\{\w+\}/g, REDACTED));
  });

  it('leave every other parameter, and redact a secret whatever follows it, in any case or encoding', () => {
    expect(redactPath('/api/booking/standby/join/1001')).toBe('/api/booking/standby/join/1001');
    expect(redactPath('/api/jobs/42')).toBe('/api/jobs/42');
    expect(redactPath('/restaurants/london/covent-garden/menu/7')).toBe(
      '/restaurants/london/covent-garden/menu/7',
    );
    expect(redactPath(`/api/booking/manage/${token}/elsewhere/more`)).toBe(
      `/api/booking/manage/${REDACTED}/elsewhere/more`,
    );
    expect(redactPath(`//Booking/%4Danage/${token}`)).toBe(`//Booking/%4Danage/${REDACTED}`);
    expect(redactPath(`/PREFERENCES/${guid}/`)).toBe(`/PREFERENCES/${REDACTED}/`);
  });

  it('redact a query parameter that carries a secret by its name or its value', () => {
    expect(redactQuery(`?step=cancel&token=abc&sig=xyz&id=${guid}&ref=${token}`)).toBe(
      `?step=cancel&token=${REDACTED}&sig=${REDACTED}&id=${REDACTED}&ref=${REDACTED}`,
    );
    expect(redactAddress(`https://www.fittizia.example/booking/attend/${token}?confirmed=1#top`)).toBe(
      `https://www.fittizia.example/booking/attend/${REDACTED}?confirmed=1#top`,
    );
  });

  it('clean a whole line: every address in it and a token anywhere, and nothing else', () => {
    const line = JSON.stringify({
      msg: `No route for GET /api/booking/manage/${token}/x`,
      requestId: guid,
      page: `https://www.fittizia.example/choices/${guid}`,
      detail: `refused ${token}.`,
      stack: 'at handler (/srv/app/server/index.mjs:10:3)',
      url: 'http://127.0.0.1:3001',
    });
    const clean = redactSecrets(line);
    expect(clean).not.toContain(token);
    expect(JSON.parse(clean)).toEqual({
      msg: `No route for GET /api/booking/manage/${REDACTED}/x`,
      requestId: guid,
      page: `https://www.fittizia.example/choices/${REDACTED}`,
      detail: `refused ${REDACTED}.`,
      stack: 'at handler (/srv/app/server/index.mjs:10:3)',
      url: 'http://127.0.0.1:3001',
    });
  });
});
