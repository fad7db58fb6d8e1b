import { z } from './zod.ts';

/**
 * Responses are read tolerantly: a value inside an answer that the contract's vocabularies do not list (a new
 * allergen, a malformed dietary tag, a tile height from a newer content model) is dropped, the rest of the
 * answer is kept, and the drop is reported, so that one unknown string never fails a whole page. Requests stay
 * strict. Reports go to the collector of the parse in progress (`collectUnknownValues`); the typed client
 * passes them to its `onUnknownValue` option, and the site server logs them.
 */
export interface UnknownValue {
  /** Which vocabulary the value was not in: 'allergen', 'dietary tag', 'tile height'... */
  vocabulary: string;
  value: unknown;
}

let collector: ((unknown: UnknownValue) => void) | undefined;

/** Runs a (synchronous) parse with `onUnknown` receiving every dropped value. */
export function collectUnknownValues<T>(parse: () => T, onUnknown: (unknown: UnknownValue) => void): T {
  const previous = collector;
  collector = onUnknown;
  try {
    return parse();
  } finally {
    collector = previous;
  }
}

function report(vocabulary: string, value: unknown): void {
  collector?.({ vocabulary, value });
}

const identity = (value: string) => value;

/** One value of a vocabulary, or undefined (reported) when the answer holds something else. */
export function tolerantEnum<const T extends readonly [string, ...string[]]>(
  vocabulary: string,
  values: T,
  normalise: (value: string) => string = identity,
) {
  const known = new Set<string>(values);
  return z.pipe(
    z.unknown(),
    z.transform((value): T[number] | undefined => {
      if (value === undefined || value === null) return undefined;
      const text = typeof value === 'string' ? normalise(value) : undefined;
      if (text !== undefined && known.has(text)) return text as T[number];
      report(vocabulary, value);
      return undefined;
    }),
  );
}

/** A list of vocabulary values: known ones kept (normalised), unknown ones dropped and reported. */
export function tolerantEnumList<const T extends readonly [string, ...string[]]>(
  vocabulary: string,
  values: T,
  normalise: (value: string) => string = identity,
) {
  const one = tolerantEnum(vocabulary, values, normalise);
  return z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((list): T[number][] =>
      (list ?? []).flatMap((item) => {
        const parsed = one.parse(item);
        return parsed === undefined ? [] : [parsed];
      }),
    ),
  );
}

/** A list of objects: entries that do not match `item` are dropped and reported, the others kept. */
export function tolerantList<S extends z.ZodMiniType>(vocabulary: string, item: S) {
  return z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((list): z.output<S>[] =>
      (list ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        if (parsed.success) return [parsed.data];
        report(vocabulary, entry);
        return [];
      }),
    ),
  );
}
