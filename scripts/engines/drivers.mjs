// One small driver over two engines: Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK
// (webdriverio over WebKitWebDriver, classic WebDriver, under xvfb-run). Both from Debian's packages.
// The journeys (journeys.mjs) use only what is here, so each runs the same in both engines.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER = [
  process.env.WEBKIT_MINIBROWSER_PATH,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
].find((path) => path && existsSync(path));

export const ENGINES = ['firefox', 'webkit'];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The marks a journey clicks and types into: the element the in-page `find` returned is given
 * `data-engine-target`, then pressed through the engine's own input (a real click, real keys), never `el.click()`.
 * Scrolled there at once: the site scrolls smoothly (`scroll-behavior: smooth`), and a click at the element's
 * place while the page was still moving landed on whatever was there (a menu filter's press focused `<main>`).
 */
function markScript(find, args, scroll) {
  return `const el = (${find})(...${JSON.stringify(args)});
    if (!el) return null;
    const id = String(Math.random()).slice(2);
    el.setAttribute('data-engine-target', id);
    ${scroll ? "el.scrollIntoView({ block: 'center', behavior: 'instant' });" : ''}
    return id;`;
}

async function firefox() {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    // Under a display (test-all runs this under xvfb-run) Firefox draws with WebGL, as on a diner's machine; headless
    // Firefox without a GPU has none, and the finder's map then fails.
    headless: !process.env.DISPLAY,
    defaultViewport: { width: 1280, height: 900 },
  });
  const page = await browser.newPage();
  // Unhandled errors are also read from the page's own probe (harness.mjs); these are the engine's view.
  const engineErrors = [];
  page.on('pageerror', (error) => engineErrors.push(`pageerror: ${error?.message ?? error}`));
  return {
    name: 'firefox',
    version: await browser.version(),
    engineErrors,
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    url: () => page.url(),
    run: (body) => page.evaluate(new Function(body)),
    click: (id) => page.click(`[data-engine-target="${id}"]`),
    type: (id, text) => page.type(`[data-engine-target="${id}"]`, text),
    // Puppeteer's Locator.fill runs a helper that Firefox ESR 140 compiles under the page's CSP, which has no
    // 'unsafe-eval': blocked, and the fill never happens. The field is emptied and typed into with real keys instead.
    fill: async (id, text) => {
      const selector = `[data-engine-target="${id}"]`;
      await page.$eval(selector, (el) => {
        el.focus();
        el.select();
      });
      await page.keyboard.press('Backspace');
      await page.type(selector, text);
    },
    select: (id, value) => page.select(`[data-engine-target="${id}"]`, value),
    key: (key) => page.keyboard.press(key),
    close: () => browser.close(),
  };
}

async function webkit() {
  if (!MINIBROWSER) throw new Error('WebKitGTK MiniBrowser not found (Debian package webkit2gtk-driver)');
  const { remote } = await import('webdriverio');
  const port = await freePort();
  // xvfb-run gives WebKitGTK a display; -a picks a free server number.
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let driverLog = '';
  driver.stderr.on('data', (chunk) => {
    driverLog += chunk;
  });
  const stopDriver = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {}
  };
  // Wait for the driver to listen, then open the session (one attempt: a refused one is an error).
  for (let attempt = 0; ; attempt++) {
    const listening = await fetch(`http://127.0.0.1:${port}/status`).then(
      () => true,
      () => false,
    );
    if (listening) break;
    if (attempt === 100) {
      stopDriver();
      throw new Error(`WebKitWebDriver did not start on port ${port}\n${driverLog}`);
    }
    await sleep(100);
  }
  let browser;
  try {
    browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    });
  } catch (error) {
    stopDriver();
    throw new Error(`WebKitWebDriver gave no session: ${error.message}\n${driverLog}`);
  }
  await browser.setWindowSize(1280, 900).catch(() => {});
  const target = (id) => browser.$(`[data-engine-target="${id}"]`);
  return {
    name: 'webkit',
    version: String(browser.capabilities.browserVersion ?? ''),
    engineErrors: [],
    goto: (url) => browser.url(url),
    url: () => browser.getUrl(),
    run: (body) => browser.execute(body),
    click: async (id) => (await target(id)).click(),
    type: async (id, text) => (await target(id)).addValue(text),
    fill: async (id, text) => (await target(id)).setValue(text),
    select: async (id, value) => (await target(id)).selectByAttribute('value', value),
    key: (key) => browser.keys(key),
    close: async () => {
      await browser.deleteSession().catch(() => {});
      stopDriver();
    },
  };
}

/** Opens the engine and wraps it in the journeys' vocabulary. */
export async function open(engine) {
  const raw = engine === 'firefox' ? await firefox() : await webkit();
  const api = {
    ...raw,
    /** Runs `fn(...args)` in the page and returns its (JSON) result. */
    eval: (fn, ...args) => raw.run(`return (${fn})(...${JSON.stringify(args)});`),
    /** Polls `fn(...args)` in the page until it is truthy. */
    async waitFor(what, fn, args = [], timeoutMs = 15_000) {
      const started = Date.now();
      let last;
      while (Date.now() - started < timeoutMs) {
        try {
          last = await api.eval(fn, ...args);
          if (last) return last;
        } catch (error) {
          last = error.message;
        }
        await sleep(100);
      }
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? ` (${last})` : ''}`);
    },
    /**
     * The element `find(...args)` returns in the page, marked for a real click or real keys; scrolled to the middle
     * of the window unless `scroll` is false (a scroll is an interaction: the first press must be the first).
     */
    async mark(what, find, args = [], { timeoutMs = 15_000, scroll = true } = {}) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const id = await raw.run(markScript(find, args, scroll)).catch(() => null);
        if (id) return id;
        await sleep(100);
      }
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    },
  };
  return api;
}
