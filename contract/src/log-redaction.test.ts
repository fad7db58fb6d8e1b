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
      const secretNames: readonly string[] = params;
      const filled = (name: string) => (secretNames.includes(name) ? value : '1');
      const redacted = redactPath(
        buildPath(path, Object.fromEntries(pathParamNames(path).map((name) => [name, filled(name)]))),
      );
      expect(redacted).not.toContain(value);
      expect(redacted).toBe(
        path.replace(/\{(\w+)\}/g, (_, name: string) => (secretNames.includes(name) ? REDACTED : '1')),
      );
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

describe('the unsubscribe link of a marketing e-mail (it encodes the address)', () => {
  const unsubscribe = examples.marketingUnsubscribe.params.token;
  const address = unsubscribe.split('.')[0] as string;

  it('is redacted in the site page, the brand API call and anywhere else in a line', () => {
    expect(redactAddress(`https://www.fittizia.example/unsubscribe/${unsubscribe}?result=done`)).toBe(
      `https://www.fittizia.example/unsubscribe/${REDACTED}?result=done`,
    );
    expect(redactPath(`/api/v1/customers/unsubscribe/${unsubscribe}`)).toBe(
      `/api/v1/customers/unsubscribe/${REDACTED}`,
    );
    const line = redactSecrets(`{"msg":"failed","err":"no answer for token ${unsubscribe}"}`);
    expect(line).not.toContain(address);
    expect(line).toContain(REDACTED);
  });
});

describe('an e-mail address inside any text of a line', () => {
  it('is written [Redacted], wherever it comes from, and the rest of the line stays', () => {
    const line = JSON.stringify({
      level: 50,
      err: { message: '550 5.1.1 <Ann.O-Neil+offers@mail.example.co.uk>: Recipient address rejected' },
      msg: 'mail given up',
      note: 'bounced from bob@example.com, twice',
    });
    const clean = redactSecrets(line);
    expect(clean).not.toMatch(/Ann|O-Neil|bob@|example\.co/);
    expect(clean).toContain(`<${REDACTED}>: Recipient address rejected`);
    expect(clean).toContain(`bounced from ${REDACTED}, twice`);
    expect(JSON.parse(clean).msg).toBe('mail given up');
  });

  it('leaves what only looks alike: a version, a scoped package, a time', () => {
    const text = 'pino@9.1.0 and @fittizia/contract at 12:30, ratio 3@2';
    expect(redactSecrets(text)).toBe(text);
  });
});
