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

afterFirstPaint(() => {
  void import('./hydrate.tsx');
});
