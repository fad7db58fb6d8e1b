import { parseArgs } from 'node:util';
import { OPS_ROLES, type OpsRole } from '@fittizia/contract';
import { createKey, listKeys, revokeKey } from '../domains/operations/index.ts';
import type { Db } from '../shared/database.ts';

/*
 * The commands of `pnpm ops` (docs/operations.md). `keys …` work on the database directly; every other command
 * calls the operators' API over HTTP with OPS_KEY, so it is checked, logged and announced as any operator's call.
 */

export type Print = (line: string) => void;

export const OPS_USAGE = `Usage: pnpm ops <command>
  keys create --name <name> --role operations|content   make a key (shown once)
  keys list                                             list the keys
  keys revoke <name>                                    revoke a key
  close <storeId> [--from now|<ISO>] [--to <ISO>] --reason <text>
  closures <storeId>
  closure-bookings <closureId>
  hours <storeId> <YYYY-MM-DD> --closed | --open HH:mm --close HH:mm [--label <text>] | --remove
  dish <dishId> --off today|until-further-notice | --on | --price <pounds>
  offer <slug> --ends <YYYY-MM-DD>|none
  changes [--limit <n>]
The HTTP commands read OPS_KEY and BRAND_API_URL (default ${'http://127.0.0.1:4010'}).`;

/** `keys create|list|revoke` on the database; answers the exit code. */
export async function runKeysCommand(db: Db, args: string[], print: Print): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, role: { type: 'string' } },
  });
  const [action, name] = positionals;
  if (action === 'create') {
    const role = values.role as OpsRole | undefined;
    if (!values.name || !/^[\w.-]{1,64}$/.test(values.name) || !role || !OPS_ROLES.includes(role)) {
      print(`keys create needs --name (letters, digits, . _ -) and --role ${OPS_ROLES.join('|')}`);
      return 2;
    }
    const made = await createKey(db, { name: values.name, role });
    if (made === 'taken') {
      print(`A key named "${values.name}" already exists: choose another name`);
      return 1;
    }
    print(`Key "${made.name}" (${made.role}) made. It is shown only now: keep it as OPS_KEY.`);
    print(made.key);
    return 0;
  }
  if (action === 'list') {
    const keys = await listKeys(db);
    if (keys.length === 0) print('No keys.');
    for (const k of keys) {
      const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'in force';
      print(`${k.name}\t${k.role}\tfzops_${k.prefix}_…\tmade ${k.createdAt.toISOString()}\t${state}`);
    }
    return 0;
  }
  if (action === 'revoke' && name) {
    const outcome = await revokeKey(db, name);
    print(
      outcome === 'revoked'
        ? `Key "${name}" revoked.`
        : outcome === 'already'
          ? `Key "${name}" was already revoked.`
          : `No key named "${name}".`,
    );
    return outcome === 'unknown' ? 1 : 0;
  }
  print(OPS_USAGE);
  return 2;
}

export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const enc = encodeURIComponent;

/** The HTTP call a command makes, or a message saying what is wrong with it. */
export function callFor(args: string[]): HttpCall | string {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      reason: { type: 'string' },
      closed: { type: 'boolean' },
      open: { type: 'string' },
      close: { type: 'string' },
      label: { type: 'string' },
      remove: { type: 'boolean' },
      off: { type: 'string' },
      on: { type: 'boolean' },
      price: { type: 'string' },
      ends: { type: 'string' },
      limit: { type: 'string' },
    },
  });
  const [command, id, date] = positionals;
  const needId = (what: string) => `${command} needs the ${what}`;
  switch (command) {
    case 'close':
      if (!id) return needId('store id');
      return {
        method: 'POST',
        path: `/api/ops/restaurants/${enc(id)}/closures`,
        body: { from: values.from ?? 'now', ...(values.to ? { to: values.to } : {}), reason: values.reason },
      };
    case 'closures':
      return id ? { method: 'GET', path: `/api/ops/restaurants/${enc(id)}/closures` } : needId('store id');
    case 'closure-bookings':
      return id ? { method: 'GET', path: `/api/ops/closures/${enc(id)}/bookings` } : needId('closure id');
    case 'hours': {
      if (!id || !date) return 'hours needs the store id and the date (YYYY-MM-DD)';
      const base = `/api/ops/restaurants/${enc(id)}/special-hours`;
      if (values.remove) return { method: 'POST', path: `${base}/remove`, body: { date } };
      const label = values.label ? { label: values.label } : {};
      if (values.closed) return { method: 'POST', path: base, body: { date, closed: true, ...label } };
      return {
        method: 'POST',
        path: base,
        body: { date, openTime: values.open, closeTime: values.close, ...label },
      };
    }
    case 'dish': {
      if (!id) return needId('dish id');
      const base = `/api/ops/dishes/${enc(id)}`;
      if (values.price !== undefined) {
        return { method: 'POST', path: `${base}/price`, body: { price: Number(values.price) } };
      }
      if (values.on) return { method: 'POST', path: `${base}/availability`, body: { state: 'on' } };
      if (values.off === 'today' || values.off === 'until-further-notice') {
        return { method: 'POST', path: `${base}/availability`, body: { state: `off-${values.off}` } };
      }
      return 'dish needs --off today|until-further-notice, --on or --price <pounds>';
    }
    case 'offer':
      if (!id || !values.ends) return 'offer needs the slug and --ends <YYYY-MM-DD> (or none)';
      return {
        method: 'POST',
        path: `/api/ops/offers/${enc(id)}/end`,
        body: { validUntil: values.ends === 'none' ? null : values.ends },
      };
    case 'changes':
      return { method: 'GET', path: `/api/ops/changes${values.limit ? `?limit=${enc(values.limit)}` : ''}` };
    default:
      return OPS_USAGE;
  }
}

export interface HttpOptions {
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
  print: Print;
}

/** Runs an HTTP command: prints the answer (a refusal's message) and answers the exit code. */
export async function runHttpCommand(args: string[], options: HttpOptions): Promise<number> {
  const { env, print } = options;
  const call = callFor(args);
  if (typeof call === 'string') {
    print(call);
    return 2;
  }
  const key = env.OPS_KEY;
  if (!key) {
    print('OPS_KEY is not set: make a key with `pnpm ops keys create` and set OPS_KEY to it');
    return 2;
  }
  const base = (env.BRAND_API_URL || 'http://127.0.0.1:4010').replace(/\/+$/, '');
  let res: Response;
  try {
    res = await (options.fetch ?? fetch)(`${base}${call.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
  } catch (error) {
    print(`Could not reach the brand API at ${base} (set BRAND_API_URL): ${(error as Error).message}`);
    return 1;
  }
  const text = await res.text();
  let answer: unknown = text;
  try {
    answer = JSON.parse(text);
  } catch {}
  if (!res.ok) {
    const message = (answer as { message?: unknown } | null)?.message;
    print(`${res.status}: ${typeof message === 'string' ? message : text}`);
    return 1;
  }
  print(JSON.stringify(answer, null, 2));
  return 0;
}
