import { examples, FORM_CHECK_HEADERS, FORM_CHECK_MESSAGES, RECAPTCHA_MESSAGES } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import type { BotCheck } from './botcheck.server.ts';
import { createFormCheck } from './form-check.ts';
import { type PipelineDeps, proxyRequest } from './proxy.ts';
import {
  brandRecorder,
  jsonResponse,
  manualClock,
  SESSION_ID,
  sitePost,
} from './test-fixtures/harness.fixture.ts';
import { bookingBody, post } from './test-fixtures/pipeline.fixture.ts';

describe('the bot check with no keys', () => {
  const clock = manualClock();
  const formCheck = createFormCheck({
    secret: 'x'.repeat(32),
    minFillMs: 3000,
    maxAgeMs: 86_400_000,
    now: clock.now,
  });
  const deps = (brandFetch: PipelineDeps['brandFetch']): PipelineDeps => ({ brandFetch, formCheck });
  const contact = JSON.stringify(examples.contactSendEmail.body);

  it('with no captcha keys a form sent by a bot is forwarded: a too-fast submission is now refused', async () => {
    const brandFetch = brandRecorder();
    const token = formCheck.issue(SESSION_ID);
    clock.advance(500);
    const res = await proxyRequest(
      post('/api/contact/sendemail', contact, { [FORM_CHECK_HEADERS.started]: token }),
      deps(brandFetch),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: FORM_CHECK_MESSAGES.tooFast });
    clock.advance(3000);
    const later = await proxyRequest(
      post('/api/contact/sendemail', contact, { [FORM_CHECK_HEADERS.started]: token }),
      deps(brandFetch),
    );
    expect(later.status).toBe(200);
    expect(brandFetch).toHaveBeenCalledOnce();
  });

  it('a honeypot-filled submission gets a clear refusal and changes nothing', async () => {
    const brandFetch = brandRecorder();
    const token = formCheck.issue(SESSION_ID);
    clock.advance(10_000);
    const res = await proxyRequest(
      post('/api/contact/group-booking', JSON.stringify(examples.contactGroupBooking.body), {
        [FORM_CHECK_HEADERS.started]: token,
        [FORM_CHECK_HEADERS.trap]: 'http://spam.example',
      }),
      deps(brandFetch),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: FORM_CHECK_MESSAGES.trap });
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('a booking create with no form token, a forged one or an expired one is refused before it is forwarded', async () => {
    const brandFetch = brandRecorder(() => jsonResponse(examples.bookingCreate.response));
    const good = formCheck.issue(SESSION_ID);
    clock.advance(5000);
    const [issuedAt] = good.split('.');
    for (const headers of [
      {} as Record<string, string>,
      { [FORM_CHECK_HEADERS.started]: `${issuedAt}.forged` },
      { [FORM_CHECK_HEADERS.started]: `${Number(issuedAt) - 60_000}.${good.split('.')[1]}` },
    ]) {
      const res = await proxyRequest(
        post('/api/booking/create/1042', bookingBody, headers),
        deps(brandFetch),
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: FORM_CHECK_MESSAGES.expired });
    }
    clock.advance(90_000_000);
    const old = await proxyRequest(
      post('/api/booking/create/1042', bookingBody, { [FORM_CHECK_HEADERS.started]: good }),
      deps(brandFetch),
    );
    expect(old.status).toBe(403);
    expect(brandFetch).not.toHaveBeenCalled();
    const fresh = formCheck.issue(SESSION_ID);
    clock.advance(4000);
    const made = await proxyRequest(
      post('/api/booking/create/1042', bookingBody, { [FORM_CHECK_HEADERS.started]: fresh }),
      deps(brandFetch),
    );
    expect(made.status).toBe(200);
    // The token is used up: sent again, or from another browser session, it is refused before it is forwarded.
    for (const session of [true, false]) {
      const again = await proxyRequest(
        sitePost(
          '/api/booking/create/1042',
          bookingBody,
          { [FORM_CHECK_HEADERS.started]: fresh },
          { session },
        ),
        deps(brandFetch),
      );
      expect(again.status).toBe(403);
    }
    expect(brandFetch).toHaveBeenCalledOnce();
  });

  it('booking create has no captcha: with the keys set it is now checked (token in x-recaptcha-token)', async () => {
    const verify = vi.fn<BotCheck['verify']>(async ({ token, action }) =>
      token === 'good' && action === 'booking_create'
        ? { ok: true, skipped: false }
        : { ok: false, status: 403, outcome: 'Invalid token', reason: 'test' },
    );
    const brandFetch = brandRecorder(() => jsonResponse(examples.bookingCreate.response));
    const refused = await proxyRequest(post('/api/booking/create/1042', bookingBody), {
      brandFetch,
      botCheck: { verify },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: RECAPTCHA_MESSAGES.refused });
    const passed = await proxyRequest(
      post('/api/booking/create/1042', bookingBody, { 'x-recaptcha-token': 'good' }),
      {
        brandFetch,
        botCheck: { verify },
      },
    );
    expect(passed.status).toBe(200);
    expect(brandFetch).toHaveBeenCalledOnce();
    // The token is not forwarded to the brand API.
    expect(brandFetch.mock.calls[0]![1].headers['x-recaptcha-token']).toBeUndefined();
  });
});
