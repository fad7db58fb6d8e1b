// Loaded into each site process by `pnpm bench:ssr` (NODE_OPTIONS --expose-gc --import): every 10 s it runs a
// full garbage collection and writes the JavaScript heap still in use to HEAP_SAMPLE_DIR/<pid>.json. Resident
// memory also counts what V8 and the allocator keep for reuse, so it climbs for a while under load whether or not
// anything leaks; the heap left after a collection is what a leak makes grow. Not part of the site.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.HEAP_SAMPLE_DIR;
if (dir && typeof globalThis.gc === 'function') {
  const sample = () => {
    globalThis.gc();
    const { heapUsed, rss } = process.memoryUsage();
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify({ heapUsed, rss, at: Date.now() }));
  };
  sample();
  setInterval(sample, 10_000).unref();
}
