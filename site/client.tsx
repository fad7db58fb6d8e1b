/**
 * The browser entry. It only waits for the first paint, then loads and runs the app (hydrate.tsx), so the
 * server-rendered page paints before any of the app's JavaScript is evaluated: on a slow phone, evaluating
 * the framework before the first paint would hold the page back. A hidden tab (no frames) goes on after a
 * short timeout.
 */
function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/**
 * The page's CSP nonce for the `<style>` element Radix's scroll lock (react-remove-scroll, through get-nonce)
 * adds while a dialog is open: get-nonce reads the `__webpack_nonce__` global. The router stamps the nonce on
 * the `csp-nonce` meta tag (docs/security.md).
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

afterFirstPaint(() => {
  void import('./hydrate.tsx');
});
