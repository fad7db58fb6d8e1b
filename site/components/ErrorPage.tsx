import { NOT_FOUND_MESSAGE, RETURN_HOME_TEXT, SERVER_ERROR_MESSAGE } from '@fittizia/contract';
import * as styles from './ErrorPage.css.ts';

export interface ErrorPageProps {
  status?: 404 | 500;
  error?: unknown;
}

/** Spec 2.2 and 8.4: the status, the message and a way home. */
export function ErrorPage({ status, error }: ErrorPageProps) {
  const code = status ?? 500;
  const message = code === 404 ? NOT_FOUND_MESSAGE : SERVER_ERROR_MESSAGE;
  const detail = code === 500 && error instanceof Error && import.meta.env.DEV ? error.message : undefined;
  return (
    <section className={styles.root} aria-labelledby="error-title">
      <p className={styles.code}>{code}</p>
      <h1 id="error-title" className={styles.title}>
        {message}
      </h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <a className={styles.home} href="/">
        {RETURN_HOME_TEXT}
      </a>
    </section>
  );
}
