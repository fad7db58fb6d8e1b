// The `build` step of `pnpm test`: the production build, made with a fake value in every server-side secret
// (./secrets.mjs), then a grep of the browser's files for them. The same build is what the e2e step serves.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILD_CANARIES, findLeaks } from './secrets.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const build = spawnSync(`${root}node_modules/.bin/vite`, ['build'], {
  cwd: `${root}site`,
  stdio: 'inherit',
  env: { ...process.env, ...BUILD_CANARIES },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const publicDir = `${root}site/.output/public`;
if (!existsSync(publicDir)) {
  console.error(`secrets: ${publicDir} is missing after the build`);
  process.exit(1);
}
const leaks = findLeaks(publicDir);
for (const leak of leaks) {
  console.error(
    `secrets: ${leak.variable} leaked into ${leak.file.slice(root.length)} (found "${leak.needle}")`,
  );
}
console.log(
  `secrets: ${Object.keys(BUILD_CANARIES).length} server-side variables built with fake values; ${leaks.length} found in site/.output/public`,
);
process.exit(leaks.length ? 1 : 0);
