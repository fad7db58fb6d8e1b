import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The site's public configuration, as `/site-config.json` answers it: only the captcha's key is read here. */
const settings = vi.fn<() => Promise<{ recaptchaSiteKey: string | null }>>();
vi.mock('./public-config.ts', () => ({ getPublicConfig: () => settings() }));

/** A fresh module each time: the settings are kept per page (per module instance). */
async function client() {
  vi.resetModules();
  return import('./browser-brand-client.ts');
}

describe('readying calls ahead (prepareCalls)', () => {
  beforeEach(() => {
    settings.mockReset();
    settings.mockResolvedValue({ recaptchaSiteKey: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks once for the captcha settings of calls with a captcha, and not at all for calls without', async () => {
    const { prepareCalls } = await client();
    await prepareCalls(['geoSearch', 'geoSearchByCoordinates']);
    expect(settings).not.toHaveBeenCalled();
    // The contact form's call has a captcha action (the contract's rules).
    await prepareCalls(['contactSendEmail']);
    await prepareCalls(['contactSendEmail', 'signup']);
    expect(settings).toHaveBeenCalledTimes(1);
  });

  it('sends a readied call without asking for the settings again', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ reference: 'C-1' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { createBrowserBrandClient, prepareCalls } = await client();
    await prepareCalls(['contactSendEmail']);
    await createBrowserBrandClient()
      .call('contactSendEmail', { body: {} as never })
      .catch(() => {});
    expect(settings).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed ask: the next one asks again', async () => {
    settings.mockRejectedValueOnce(new Error('offline'));
    const { prepareCalls } = await client();
    await prepareCalls(['contactSendEmail']);
    await prepareCalls(['contactSendEmail']);
    expect(settings).toHaveBeenCalledTimes(2);
    await prepareCalls(['contactSendEmail']);
    expect(settings).toHaveBeenCalledTimes(2);
  });
});
