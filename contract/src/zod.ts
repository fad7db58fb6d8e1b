/**
 * The contract's zod: the functional build (`zod/mini`), which a bundler keeps to the parts a schema uses (about
 * 14 KB gzip with the shared schemas and these messages, against 28 KB for zod's method-chaining build, in every
 * page that validates).
 * The English messages are zod's own defaults, set once here for every schema of the contract, in the browser as on
 * the servers: a refusal reads the same wherever it is made (the brand API names an unknown key, a missing field).
 */

import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export { z };
