import { type ComponentPropsWithRef, type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { ErrorSummary, type ErrorSummaryItem } from '../components/ErrorSummary/ErrorSummary.tsx';
import { errorSummaryItems } from './useZodForm.ts';

/**
 * The items in the order their controls come in the page (the order the form asks), whatever order the schema
 * found them in (a cross-field check runs last); an item whose control is not in the page keeps its place after.
 */
export function inFormOrder(items: ErrorSummaryItem[], root: ParentNode = document): ErrorSummaryItem[] {
  const at = (item: ErrorSummaryItem) => root.querySelector(`#${CSS.escape(item.fieldId)}`);
  return items
    .map((item, index) => ({ item, index, element: at(item) }))
    .sort((a, b) => {
      if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : a.index - b.index;
      if (a.element === b.element) return a.index - b.index;
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(({ item }) => item);
}

export interface FormProps<TInput extends FieldValues, TOutput>
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onInvalid' | 'noValidate' | 'method' | 'action'> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the parsed values when the whole form is valid. */
  onSubmit: SubmitHandler<TOutput>;
  /**
   * Called after a failed submit, with the summary's items: a page can prefix its title with 'Error: ' here.
   * The form itself never touches the page title.
   */
  onInvalid?: (errors: FieldErrors<TInput>, items: ErrorSummaryItem[]) => void;
  /** Field path → id of the control a summary link focuses, when it is not the path itself. */
  errorTargets?: Readonly<Record<string, string>>;
  summaryTitle?: ReactNode;
  /**
   * The server's refusal of the last send, in its own words (no field to link to): shown in the error summary,
   * which takes focus each time `key` changes. The fields keep what was typed. Clear it when a send starts.
   */
  refusal?: { message: ReactNode; key: number } | undefined;
  children: ReactNode;
}

/**
 * A form wired to react-hook-form: `noValidate` (no browser bubbles), and on a failed submit a GOV.UK error
 * summary at the top that takes focus, with a link per error, in the order of the form. Entered values are never
 * cleared. The summary lists the errors as they were at the last submit, as a server-rendered page would.
 *
 * Always `method="post"` (never settable): sent before the page's JavaScript has loaded, a form would
 * otherwise go as a GET, with every typed value in the address, the history and the server's logs. The site
 * answers such a post with a page saying nothing was sent (site/server/no-script-post.ts).
 */
export function Form<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  errorTargets,
  summaryTitle,
  refusal,
  children,
  ...rest
}: FormProps<TInput, TOutput>) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);

  // Each failed submit, and each refusal, moves focus to the summary, even when it was already on the page.
  const refusalKey = refusal?.key;
  useEffect(() => {
    if (failedSubmits > 0 || refusalKey !== undefined) summaryRef.current?.focus();
  }, [failedSubmits, refusalKey]);

  const handleSubmit = form.handleSubmit(
    async (values, event) => {
      setSummary([]);
      await onSubmit(values, event);
    },
    (errors) => {
      const items = inFormOrder(errorSummaryItems(errors as FieldErrors, errorTargets));
      setSummary(items);
      setFailedSubmits((count) => count + 1);
      onInvalid?.(errors, items);
    },
  );

  return (
    <form {...rest} method="post" noValidate onSubmit={handleSubmit}>
      {summary.length > 0 || refusal ? (
        <ErrorSummary
          ref={summaryRef}
          errors={summary}
          title={summaryTitle}
          description={summary.length > 0 ? undefined : refusal?.message}
          focusOnMount={false}
        />
      ) : null}
      {children}
    </form>
  );
}
