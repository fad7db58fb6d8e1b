import type { Plugin } from 'vite';

/** Start's module that turns a server function found in the page's data back into a callable one. */
export const ADAPTER_MODULE =
  /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]ServerFunctionSerializationAdapter\.js$/;

/** What the browser needs only to call a server function: Start's client RPC and seroval's (de)serialisers. */
export const SERVER_FN_CLIENT_MODULE =
  /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]|[\\/]seroval[\\/]dist[\\/](write|read)-[\w-]+\.js$/;

const EAGER_IMPORT = 'import { createClientRpc } from "../client-rpc/createClientRpc.js";';
const EAGER_CALL = 'fromSerializable: ({ functionId }) => createClientRpc(functionId)';

/**
 * The adapter, with the RPC client fetched at a server function's first call instead of with the page.
 * The result is what `createClientRpc` returns (the same marker and metadata), whose call waits for the client.
 */
export function lazyAdapter(code: string): string {
  if (!code.includes(EAGER_IMPORT) || !code.includes(EAGER_CALL))
    throw new Error(
      "lazy-server-fn-client: Start's ServerFunctionSerializationAdapter has changed; update site/build/lazy-server-fn-client.ts",
    );
  return code.replace(EAGER_IMPORT, '').replace(
    EAGER_CALL,
    `fromSerializable: ({ functionId }) => {
\t\tlet rpc;
\t\tconst clientFn = (...args) => (rpc ??= import("../client-rpc/createClientRpc.js").then((m) => m.createClientRpc(functionId))).then((call) => call(...args));
\t\treturn Object.assign(clientFn, { url: process.env.TSS_SERVER_FN_BASE + functionId, serverFnMeta: { id: functionId }, [TSS_SERVER_FUNCTION]: true });
\t}`,
  );
}

/**
 * JS held on every page: Start's browser entry registers a serialisation adapter for server functions
 * sent in a page's data, and the adapter imports the whole RPC client with it (the fetcher, its frame decoder and
 * seroval's serialiser and JSON reader, ~7 KB gzip), so every page's first load carried it. This site calls no
 * server function from the browser, so that code is now fetched only if one is ever called. Client build only;
 * the build fails if Start's adapter no longer has the shape this expects.
 */
export function lazyServerFnClient(): Plugin {
  return {
    name: 'fittizia:lazy-server-fn-client',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: ADAPTER_MODULE },
      handler(code) {
        return { code: lazyAdapter(code), map: null };
      },
    },
  };
}
