/** Remembers dismissed banners and popups in localStorage; storage may be unavailable (private mode, SSR). */
export const dismissalKey = (kind: string, id: string) => `fittizia:${kind}-dismissed:${id}`;

export function isDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function rememberDismissal(key: string): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Not remembered: the visitor sees it again next time, which is harmless.
  }
}
