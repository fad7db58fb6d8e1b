import { writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { email as emailSchema, RETENTION_KINDS } from '@fittizia/contract';
import type { Logger } from 'pino';
import {
  applyRetention,
  erasePerson,
  exportPerson,
  planRetention,
  retentionSchedule,
} from '../domains/privacy/index.ts';
import type { Database } from '../shared/database.ts';

/*
 * The commands of `pnpm privacy` (docs/privacy.md), on the brand API's database directly (as `pnpm ops keys`).
 */

export type Print = (line: string) => void;

export const PRIVACY_USAGE = `Usage: pnpm privacy <command>
  retention --dry-run        what the next nightly run would delete or anonymise, kind by kind
  retention --run            apply the retention schedule now (as the nightly job does)
  export <e-mail> [--out <file>]   one zip archive of everything held about the address
  erase <e-mail>             cancel their future bookings (with an e-mail), then erase everything about them`;

export const PRIVACY_MESSAGES = {
  noAddress: (command: string) => `${command} needs an e-mail address: pnpm privacy ${command} <e-mail>`,
  badAddress: (given: string) => `"${given}" is not an e-mail address: nothing was done`,
  retentionMode:
    'retention needs --dry-run (say what the next run would do) or --run (apply the schedule now)',
} as const;

export interface PrivacyCommandDeps {
  database: Database;
  logger: Logger;
  now: () => Date;
  print: Print;
  /** Where a relative --out is written (the folder the command was started from). */
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

/** The address of `export` or `erase`, or the message saying what is wrong with it. */
export function addressArgument(
  command: string,
  given: string | undefined,
): { email: string } | { problem: string } {
  if (!given?.trim()) return { problem: PRIVACY_MESSAGES.noAddress(command) };
  const parsed = emailSchema.safeParse(given.trim());
  return parsed.success ? { email: parsed.data } : { problem: PRIVACY_MESSAGES.badAddress(given) };
}

/** Runs one command; answers the exit code (2: bad input, nothing done). */
export async function runPrivacyCommand(args: string[], deps: PrivacyCommandDeps): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: { 'dry-run': { type: 'boolean' }, run: { type: 'boolean' }, out: { type: 'string' } },
  });
  const [command, given] = positionals;
  const { print } = deps;
  const env = deps.env ?? process.env;
  if (command === 'retention') {
    const rules = new Map(retentionSchedule(env).rules.map((r) => [r.kind, r]));
    if (values['dry-run'] && !values.run) {
      const plan = await planRetention(deps.database, { now: deps.now(), env });
      print(`The next run (at ${deps.now().toISOString()}) would:`);
      for (const kind of RETENTION_KINDS) {
        const rule = rules.get(kind);
        const { deleted, anonymised } = plan[kind];
        const what = rule?.action === 'anonymised' ? `anonymise ${anonymised}` : `delete ${deleted}`;
        print(`  ${kind}: ${what} (${rule?.keptFor ?? ''})`);
      }
      return 0;
    }
    if (values.run && !values['dry-run']) {
      const run = await applyRetention(deps.database, { now: deps.now(), env });
      print(`Run ${run.runId} done:`);
      for (const kind of RETENTION_KINDS) {
        const { deleted, anonymised } = run.counts[kind];
        print(`  ${kind}: ${deleted} deleted, ${anonymised} anonymised`);
      }
      return 0;
    }
    print(PRIVACY_MESSAGES.retentionMode);
    return 2;
  }
  if (command === 'export' || command === 'erase') {
    const address = addressArgument(command, typeof given === 'string' ? given : undefined);
    if ('problem' in address) {
      print(address.problem);
      return 2;
    }
    if (command === 'export') {
      const made = await exportPerson(deps.database.db, address.email, { now: deps.now(), env });
      const out = typeof values.out === 'string' && values.out ? values.out : made.fileName;
      const path = isAbsolute(out) ? out : join(deps.cwd, out);
      await writeFile(path, made.bytes);
      print(`Archive written: ${path}`);
      for (const k of made.kinds)
        print(`  ${k.kind}: ${k.items} items${k.files ? `, ${k.files} files` : ''}`);
      return 0;
    }
    const done = await erasePerson(deps.database, address.email, { now: deps.now(), logger: deps.logger });
    print(
      done.alreadyErased
        ? `This address had already been erased: nothing more was held (proof ${done.addressHash}).`
        : `Erased (proof ${done.addressHash}); future bookings cancelled, each with an e-mail: ${done.cancelledBookings}.`,
    );
    for (const k of done.kinds) print(`  ${k.kind}: ${k.deleted} deleted, ${k.anonymised} anonymised`);
    return 0;
  }
  print(PRIVACY_USAGE);
  return 2;
}
