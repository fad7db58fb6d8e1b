// `pnpm start`'s secrets: production refuses the published development ones, so the one-command
// start makes its own on first run, keeps them in the data folder and reuses them after.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A new secret: 32 random bytes as base64url (43 letters, digits, - and _: a valid brand key too). */
export const newSecret = () => randomBytes(32).toString('base64url');

function readStored(file) {
  if (!existsSync(file)) return {};
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) return stored;
  } catch {}
  throw new Error(
    `${file} is not a JSON object of secrets: repair it, or delete it to make new ones (manage and calendar links already sent then stop working).`,
  );
}

/**
 * Each of `names` from `env` when set there (a real deployment sets its own: the environment wins), else from
 * `file` (JSON, owner-only 0600), else a new secret, written to `file` for the next start. Answers the values
 * and which names came from where; no value is ever printed.
 */
export function startSecrets(file, names, env = process.env) {
  const stored = readStored(file);
  const values = {};
  const from = { environment: [], file: [], generated: [] };
  for (const name of names) {
    if (env[name]) {
      values[name] = env[name];
      from.environment.push(name);
    } else if (typeof stored[name] === 'string' && stored[name] !== '') {
      values[name] = stored[name];
      from.file.push(name);
    } else {
      values[name] = stored[name] = newSecret();
      from.generated.push(name);
    }
  }
  if (from.generated.length > 0) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Written whole beside it, then moved over it: a start stopped half-way leaves the old file or the new one.
    const next = `${file}.${process.pid}.tmp`;
    writeFileSync(next, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    renameSync(next, file);
  }
  // Owner-only, also when an older copy was made looser.
  if (existsSync(file)) chmodSync(file, 0o600);
  return { values, from };
}

/** The start-up line that says where the secrets came from (`shown`: the file's name as printed). */
export function describeSecrets(from, shown) {
  const list = (names) => names.join(', ');
  const parts = [];
  if (from.generated.length) parts.push(`generated ${list(from.generated)} into ${shown} (owner-only)`);
  if (from.file.length) parts.push(`${list(from.file)} from ${shown}`);
  if (from.environment.length) parts.push(`${list(from.environment)} from the environment`);
  return `Secrets: ${parts.join('; ')}. A real deployment sets its own in the environment (.env.example).`;
}
