// `pnpm start`: builds the site for production (skip with --no-build), then serves it
// with the embedded brand API, as one process per core behind one port.
import { announce, checkSiteConfig, root, run, startBrandApi, waitFor } from './lib/launch.mjs';

const port = process.env.PORT ?? '3000';
// Required in production (site/server/config.ts): here, the address this command prints, unless set.
process.env.SITE_URL ||= `http://localhost:${port}`;
await checkSiteConfig({ NODE_ENV: 'production' });
const output = `${root}site/.output/server/index.mjs`;
if (!process.argv.includes('--no-build')) {
  console.log('Building the site for production...');
  const build = run(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build'], {
    cwd: `${root}site`,
    name: 'build',
  });
  build.removeAllListeners('exit');
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
}
const brandApiUrl = await startBrandApi();
// One site process per core behind one port (scripts/cluster.mjs; WEB_CONCURRENCY overrides).
run(process.execPath, [`${root}scripts/cluster.mjs`, output], {
  name: 'site',
  env: {
    BRAND_API_URL: brandApiUrl,
    PORT: port,
    HOST: process.env.HOST ?? '127.0.0.1',
    NODE_ENV: 'production',
  },
});
const url = `http://localhost:${port}`;
await waitFor(url, { name: 'the site' });
announce(url);
