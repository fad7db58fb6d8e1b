// What runs in each long task while a page loads, on the slow phone (Chromium, 4x CPU, 150 ms RTT, 1.6 Mbps, a
// first visit: no consent answered, as Lighthouse loads it). A trace of the load is read task by task: every
// task over 50 ms is listed with its start (ms after navigation) and length, and inside it the work it ran,
// largest first: a script's evaluation (the page's own inline scripts are `inline`), a callback (idle, timer,
// animation frame, promise), a function by its file and line, parsing, style and layout.
//
//   pnpm bench:long-tasks [paths...]      the restaurant page by default; `--no-build` reuses the last build,
//                                          `--profile` adds the JavaScript functions of each task (sampled; read
//                                          them on a build made with `vite build --minify false`),
//                                          `--runs N` (default 3) runs each page N times and lists every run
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../site/e2e/support/chromium.ts';
import { throttle } from './phone.mjs';
import { build, startServers } from './servers.mjs';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const paths = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 4310),
  site: Number(process.env.BENCH_SITE_PORT ?? 3310),
  bare: Number(process.env.BENCH_BARE_PORT ?? 3311),
};
const LONG_TASK_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(flags.has('--profile') ? ['disabled-by-default-v8.cpu_profiler'] : []),
].join(',');

/**
 * With `--profile`: the JavaScript samples of the trace (V8's sampling profiler), as [time, stack of frames
 * "function file:line", innermost first].
 */
function samples(events, origin, pid) {
  const out = [];
  const nodes = new Map();
  const byProfile = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') byProfile.set(e.id, { time: e.args.data.startTime });
    if (e.name !== 'ProfileChunk') continue;
    const profile = byProfile.get(e.id) ?? { time: 0 };
    byProfile.set(e.id, profile);
    const data = e.args.data;
    for (const n of data.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      const file = (f.url ?? '').replace(origin, '').replace(/^\/assets\//, '');
      nodes.set(`${e.id}:${n.id}`, {
        name: `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`,
        parent: n.parent,
        raw: f.functionName,
      });
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      profile.time += deltas[i] ?? 0;
      out.push({ ts: profile.time, node: `${e.id}:${ids[i]}`, profile: e.id });
    }
  }
  return out.map(({ ts, node, profile }) => {
    const stack = [];
    for (
      let n = nodes.get(node);
      n;
      n = n.parent === undefined ? undefined : nodes.get(`${profile}:${n.parent}`)
    )
      if (!['(root)', '(program)', '(idle)'].includes(n.raw)) stack.push(n.name);
    return { ts, stack };
  });
}

/** The label of a trace event inside a task, or undefined for one that only groups others. */
function label(e, origin) {
  const d = e.args?.data ?? {};
  const file = (url) => (url ? url.replace(origin, '').replace(/^\/assets\//, '') : '');
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `${e.name === 'v8.compile' ? 'compile' : 'evaluate'} ${file(d.url) || 'inline'}${d.url && !d.url.includes('/assets/') ? ' (inline)' : ''}`;
    case 'v8.evaluateModule':
    case 'v8.compileModule':
      return `${e.name === 'v8.compileModule' ? 'compile' : 'evaluate'} module ${file(e.args?.data?.url ?? e.args?.url ?? e.args?.fileName) || JSON.stringify(e.args).slice(0, 80)}`;
    case 'FunctionCall':
      return `call ${d.functionName || '(anonymous)'} ${file(d.url)}:${d.lineNumber ?? '?'}`;
    case 'FireIdleCallback':
      return 'idle callback';
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    case 'EventDispatch':
      return `event ${d.type ?? ''}`;
    case 'MajorGC':
    case 'MinorGC':
      return 'GC';
    default:
      return undefined;
  }
}

/** Complete events (`X`) from the begin/end pairs (`B`/`E`) of one thread, and that thread's own `X` events. */
function completeEvents(events, pid, tid) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X') out.push(e);
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ ...begin, ph: 'X', dur: e.ts - begin.ts, args: { ...begin.args, ...e.args } });
    }
  }
  return out;
}

function longTasks(events, origin) {
  // The page's navigation, on its renderer's main thread (the last main-frame navigation to a real address), or,
  // when the trace missed it, the start of the parse of the page's HTML.
  const nav =
    events
      .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
      .filter((e) => String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin))
      .at(-1) ??
    events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin));
  if (!nav) throw new Error(`no navigation to ${origin} in the trace`);
  const onMain = completeEvents(events, nav.pid, nav.tid)
    .filter((e) => e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 > LONG_TASK_MS);
  const profiled = flags.has('--profile') ? samples(events, origin, nav.pid) : undefined;
  return tasks.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // Each labelled event's time, less that of the labelled events directly inside it (self time by label).
    const totals = new Map();
    const labelled = inside.map((e) => ({ e, name: label(e, origin) })).filter((x) => x.name);
    for (const { e, name } of labelled) {
      const children = labelled.filter(
        (x) => x.e !== e && x.e.ts >= e.ts && x.e.ts + x.e.dur <= e.ts + e.dur,
      );
      const direct = children.filter(
        (c) => !children.some((o) => o !== c && c.e.ts >= o.e.ts && c.e.ts + c.e.dur <= o.e.ts + o.e.dur),
      );
      const self = e.dur - direct.reduce((sum, c) => sum + c.e.dur, 0);
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, self));
    }
    const parts = [...totals]
      .filter(([, us]) => us >= 3000)
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
    const inTask = (profiled ?? []).filter((x) => x.ts >= task.ts && x.ts <= task.ts + task.dur);
    const inclusive = new Map();
    for (const x of inTask)
      for (const name of new Set(x.stack)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    const functions = [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, n]) => `${name} ${Math.round((100 * n) / inTask.length)}%`);
    return {
      start: Math.round((task.ts - nav.ts) / 1000),
      duration: Math.round(task.dur / 1000),
      parts,
      functions,
    };
  });
}

async function traceLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await throttle(context, page);
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'load' });
  // Until the network has been quiet for 2 s, and the idle work after it has run (at most 15 s in all).
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 50));
        setTimeout(() => idle(() => resolve(undefined), { timeout: 4000 }), 3000);
      }),
  );
  const buffer = await browser.stopTracing();
  await context.close();
  return JSON.parse(buffer.toString()).traceEvents;
}

const { executablePath, args: chromiumArgs } = chromiumLaunchOptions();
if (!flags.has('--no-build')) build('site');
const servers = await startServers(ports);
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  const origin = `http://127.0.0.1:${ports.site}`;
  for (const path of paths.length ? paths : ['/restaurants/london/covent-garden']) {
    for (let run = 1; run <= runs; run++) {
      const tasks = longTasks(await traceLoad(browser, `${origin}${path}`), origin);
      const total = tasks.reduce((sum, t) => sum + t.duration, 0);
      const blocking = tasks.reduce((sum, t) => sum + t.duration - LONG_TASK_MS, 0);
      console.log(
        `\n${path}, run ${run}: ${tasks.length} long tasks, ${total} ms in all, ${blocking} ms over 50 ms each`,
      );
      for (const t of tasks) {
        console.log(`  at ${t.start} ms, ${t.duration} ms: ${t.parts.join(', ')}`);
        if (t.functions.length) console.log(`      ${t.functions.join('\n      ')}`);
      }
    }
  }
} finally {
  await browser.close();
  servers.stop();
}
