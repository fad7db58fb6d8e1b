import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import type { ErrorSummaryItem } from '../components/ErrorSummary/ErrorSummary.tsx';

export type ZodFormSchema = z.$ZodType<FieldValues, FieldValues>;

export type UseZodFormOptions<TSchema extends ZodFormSchema> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver'
>;

/**
 * `useForm` validated by a zod schema, with the kit's defaults: a field shows its error once it has been
 * touched (blur) and every field on submit (`mode: 'onTouched'`), then re-checks as it changes. Focus goes to
 * the error summary, not the first field (`shouldFocusError: false`).
 *
 * `register` also gives a field its default as markup (`defaultValue`, or `defaultChecked` for a true or false
 * default): react-hook-form writes defaults into the fields only once it runs in the browser, so without it a
 * server-rendered form (a person's saved preferences) would show empty fields until its code has loaded.
 *
 * Once the page is idle the form's validation runs once, unseen, on the values it starts with (`whenIdle`), so
 * that the diner's first Send does not run it for the first time. Its result is dropped.
 */
export function useZodForm<TSchema extends ZodFormSchema>(
  schema: TSchema,
  options: UseZodFormOptions<TSchema> = {},
) {
  const resolver = zodResolver(schema as never) as unknown as Resolver<
    z.input<TSchema>,
    unknown,
    z.output<TSchema>
  >;
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver,
  });
  const { getValues } = form;
  const { context } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per schema; the resolver is made anew each render
  useEffect(
    () =>
      whenIdle(() => {
        // The result is dropped: nothing is shown and the form's state is untouched.
        Promise.resolve(
          resolver(getValues(), context, { fields: {}, names: [], shouldUseNativeValidation: false }),
        ).catch(() => {});
      }),
    [schema],
  );
  const register = ((name, registerOptions) => {
    const field = form.register(name, registerOptions);
    // The current defaults: those given, or the values of the last `reset` (a form started again).
    const defaults = form.formState.defaultValues;
    const initial: unknown = defaults ? get(defaults, name) : undefined;
    if (typeof initial === 'string' || typeof initial === 'number')
      return { ...field, defaultValue: initial };
    if (typeof initial === 'boolean') return { ...field, defaultChecked: initial };
    return field;
  }) as typeof form.register;
  return { ...form, register };
}

/** The longest a warm-up waits for the browser to be idle (requestIdleCallback's timeout). */
const WARM_UP_TIMEOUT_MS = 5000;
/** Where requestIdleCallback is missing (Safari): the warm-up runs this long after the form is drawn. */
const WARM_UP_FALLBACK_MS = 1500;

/**
 * Runs `task` once the page is idle, and returns what cancels it. `useZodForm` runs the form's validation this
 * way once, unseen, on the values the form starts with: the diner's first Send then runs validation code the
 * browser has already run once. On a slow phone (4x CPU) the first Send on an empty form took ~1.5-2x the same
 * Send on a fresh form later, the validation's first run the largest part of the difference.
 */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: WARM_UP_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, WARM_UP_FALLBACK_MS);
  return () => clearTimeout(handle);
}

/** The message of the field at `name` ('email', 'address.postcode'), if it has one. */
export function getFieldError(errors: FieldErrors, name: string): string | undefined {
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The id a field's control carries by convention: its path with dots as dashes ('items.0.name' → 'items-0-name'). */
export const fieldIdFor = (path: string) => path.replace(/\./g, '-');

/** A field's own error (`{ type, message, ref }`), as opposed to an object or array of nested errors. */
const isFieldError = (value: object): value is { type: string; message?: unknown } =>
  typeof (value as { type?: unknown }).type === 'string';

/**
 * The error summary's items for `errors`, in the order of the errors (the schema's order). `targets` maps a
 * field path to the id a link should focus when it is not the field's own id (a date input's day field).
 * Form-level errors (`root`) have no field, so they are left to the page.
 */
export function errorSummaryItems(
  errors: FieldErrors,
  targets: Readonly<Record<string, string>> = {},
  prefix = '',
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'root') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value)) {
      if (typeof value.message === 'string' && value.message !== '') {
        items.push({ fieldId: targets[path] ?? fieldIdFor(path), message: value.message });
      }
    } else {
      items.push(...errorSummaryItems(value as FieldErrors, targets, path));
    }
  }
  return items;
}
