import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieConsent } from './CookieConsent.tsx';
import {
  ALL_GRANTED,
  consentModeDefaultScript,
  forgetConsent,
  readConsent,
  toGoogleConsent,
  writeConsent,
} from './consent.ts';
import { revealConsentBannerEarly } from './revealEarly.ts';

const tagSrc = 'data:text/javascript,void 0';

afterEach(() => {
  forgetConsent();
  for (const script of document.querySelectorAll('script[data-marketing-tag]')) script.remove();
});

describe('CookieConsent', () => {
  it('waits 100 ms before showing the banner', async () => {
    render(<CookieConsent />);
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'We use cookies' })).toBeTruthy();
  });

  it('loads the marketing tag only after consent, and keeps the choice for the next visit', async () => {
    const { unmount } = render(<CookieConsent marketingTagSrc={tagSrc} />);
    await screen.findByRole('region', { name: 'We use cookies' });
    expect(document.querySelector('script[data-marketing-tag]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(document.querySelectorAll('script[data-marketing-tag]')).toHaveLength(1);
    expect(readConsent()).toEqual({
      decided: true,
      preferences: { necessary: true, performance: true, marketing: true },
    });
    unmount();
    render(<CookieConsent marketingTagSrc={tagSrc} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    expect(document.querySelectorAll('script[data-marketing-tag]')).toHaveLength(1);
  });

  it('never loads the marketing tag after Reject all', async () => {
    render(<CookieConsent marketingTagSrc={tagSrc} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull());
    expect(document.querySelector('script[data-marketing-tag]')).toBeNull();
  });

  it('maps preferences to Consent Mode v2 and denies everything by default', () => {
    expect(toGoogleConsent({ necessary: true, performance: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeDefaultScript).toContain(
      "gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'})",
    );
  });

  it('traps focus in the preferences dialog and returns it to Manage when it closes', async () => {
    render(<CookieConsent />);
    await screen.findByRole('region', { name: 'We use cookies' });
    const manage = screen.getByRole('button', { name: 'Manage' });
    await userEvent.click(manage);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(manage);
    expect(readConsent().decided).toBe(false);
  });

  it('is in the markup, hidden, until shown: the page script can show it before the app, and the app keeps it', async () => {
    // A long delay for the component's own timer: only revealConsentBannerEarly can show the banner here.
    const { container } = render(<CookieConsent bannerDelayMs={60_000} />);
    const banner = container.querySelector<HTMLElement>('[data-consent-banner]');
    expect(banner?.hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    revealConsentBannerEarly(document, 10);
    expect(await screen.findByRole('region', { name: 'We use cookies' })).toBe(banner);
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(banner?.hidden).toBe(true));
    expect(readConsent().decided).toBe(true);
  });

  it('shows nothing early to a visitor who has decided, or who decides before the time comes', async () => {
    const { container } = render(<CookieConsent bannerDelayMs={60_000} />);
    const banner = container.querySelector<HTMLElement>('[data-consent-banner]');
    revealConsentBannerEarly(document, 30);
    writeConsent(ALL_GRANTED);
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(banner?.hidden).toBe(true);
    revealConsentBannerEarly(document, 0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(banner?.hidden).toBe(true);
  });
});

/**
 * A cookie jar like WebKit's on http://localhost: it refuses a `Secure` (so `__Host-`) cookie without https. It
 * stands in for `document.cookie` while a test runs (an own property over the prototype's accessor).
 */
function webkitOnHttpJar() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    set: (line: string) => {
      written.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Secure') || name.startsWith('__Host-')) return; // refused without https
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  });
  return {
    jar,
    written,
    restore: () => Reflect.deleteProperty(document, 'cookie'),
  };
}

describe('consent cookies on http://localhost in WebKit (development)', () => {
  it('keep the choice under the development name when the __Host- cookie is refused', () => {
    expect(location.protocol).toBe('http:');
    const jar = webkitOnHttpJar();
    try {
      expect(readConsent().decided).toBe(false);
      writeConsent(ALL_GRANTED);
      expect(jar.written.some((line) => line.startsWith('__Host-cookie_consent=true;'))).toBe(true);
      expect([...jar.jar.keys()].sort()).toEqual(['cookie_consent', 'cookie_preferences']);
      expect(readConsent()).toEqual({ decided: true, preferences: ALL_GRANTED });
      forgetConsent();
      expect(jar.jar.size).toBe(0);
      expect(readConsent().decided).toBe(false);
    } finally {
      jar.restore();
    }
  });

  it('where the browser keeps the __Host- cookie, only that one is written', () => {
    writeConsent(ALL_GRANTED);
    expect(document.cookie).toContain('__Host-cookie_consent=true');
    expect(document.cookie.split('; ').some((c) => c.startsWith('cookie_consent='))).toBe(false);
    expect(readConsent().decided).toBe(true);
  });
});
