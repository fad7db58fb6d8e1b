import { MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS, MIN_CHILDREN } from '../constants.ts';
import { z } from '../zod.ts';
import { idParam } from './common.ts';

/*
 * The query-string pieces the booking steps' calls share (booking-options.ts): the party,
 * the occasion, a list of ids.
 */

/** Adults and children as query strings (spec 5.2: 1 to 100 adults, 0 to 50 children). */
export const adultsQuery = z.coerce
  .number({ message: 'adults must be a number' })
  .check(
    z.int({ message: 'adults must be a whole number' }),
    z.gte(MIN_ADULTS, { message: `adults must be at least ${MIN_ADULTS}` }),
    z.lte(MAX_ADULTS, { message: `adults must be at most ${MAX_ADULTS}` }),
  );
export const childrenQuery = z.coerce
  .number({ message: 'children must be a number' })
  .check(
    z.int({ message: 'children must be a whole number' }),
    z.gte(MIN_CHILDREN, { message: `children must be at least ${MIN_CHILDREN}` }),
    z.lte(MAX_CHILDREN, { message: `children must be at most ${MAX_CHILDREN}` }),
  );

/**
 * A list of ids in a query string. Accepts an array or a comma-separated string and
 * always yields an array; the client sends it back as one comma-separated value.
 */
export const idListQuery = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((v) =>
      (Array.isArray(v) ? v : v.split(','))
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ),
  z.array(idParam).check(z.minLength(1, { message: 'needs at least one id' })),
);

/** The occasion a step is for, as a query string. */
export const occasionIdQuery = idParam;
