import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTER_MODULE, lazyAdapter, SERVER_FN_CLIENT_MODULE } from './lazy-server-fn-client.ts';

/** Start's adapter as installed: the file the client build transforms. */
function installedAdapter(): { path: string; code: string } {
  const require = createRequire(import.meta.url);
  const start = dirname(require.resolve('@tanstack/react-start/package.json'));
  const clientCore = dirname(
    createRequire(join(start, 'package.json')).resolve('@tanstack/start-client-core/package.json'),
  );
  const path = join(clientCore, 'dist/esm/client/ServerFunctionSerializationAdapter.js');
  return { path, code: readFileSync(path, 'utf8') };
}

describe('the server-function client, fetched at first call', () => {
  it("matches Start's installed adapter, and takes its static import of the RPC client away", () => {
    const { path, code } = installedAdapter();
    expect(ADAPTER_MODULE.test(path)).toBe(true);
    expect(code).toMatch(/^import .*createClientRpc.js";$/m);
    const lazy = lazyAdapter(code);
    expect(lazy).not.toMatch(/^import .*createClientRpc/m);
    expect(lazy).toContain('import("../client-rpc/createClientRpc.js")');
    // The rest of the module is untouched: the adapter's key, test and serialiser.
    expect(lazy).toContain('key: "$TSS/serverfn"');
    expect(lazy).toContain('toSerializable: ({ serverFnMeta }) => ({ functionId: serverFnMeta.id })');
  });

  it('fails the build when the adapter no longer has the expected shape', () => {
    const { code } = installedAdapter();
    expect(() => lazyAdapter(code.replace('createClientRpc(functionId)', 'makeRpc(functionId)'))).toThrow(
      /has changed/,
    );
    expect(() => lazyAdapter('export const x = 1;')).toThrow(/has changed/);
  });

  it("keeps the RPC client and seroval's serialiser out of the framework chunk, and nothing else", () => {
    expect(
      SERVER_FN_CLIENT_MODULE.test(
        '/r/node_modules/.pnpm/@tanstack+start-client-core@1/node_modules/@tanstack/start-client-core/dist/esm/client-rpc/serverFnFetcher.js',
      ),
    ).toBe(true);
    expect(SERVER_FN_CLIENT_MODULE.test('/r/node_modules/seroval/dist/write-B_hZaAwC.js')).toBe(true);
    expect(SERVER_FN_CLIENT_MODULE.test('/r/node_modules/seroval/dist/read-BSFu4fPn.js')).toBe(true);
    expect(SERVER_FN_CLIENT_MODULE.test('/r/node_modules/seroval/dist/shared-DJIVyqa9.js')).toBe(false);
    expect(
      SERVER_FN_CLIENT_MODULE.test(
        '/r/node_modules/@tanstack/start-client-core/dist/esm/client/hydrateStart.js',
      ),
    ).toBe(false);
  });
});
