import { NOT_FOUND_MESSAGE, RETURN_HOME_TEXT, SERVER_ERROR_MESSAGE } from '@fittizia/contract';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useAnchor } from '../../shared/Anchor.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './ErrorPage.css.ts';

/** Spec 8.4, word for word. */
export const ERROR_PAGE_FAILED_MESSAGE = 'An error occurred while showing the error page';
export const ERROR_PAGE_FAILED_LINK = 'Go back to home';

export interface ErrorPageProps {
  /** 404 shows "This page could not be found"; anything else is shown as a 500. */
  status?: number;
  /** A detail shown under the message (development builds, say); never the stack. */
  detail?: string;
  homeHref?: string;
}

function ErrorPageContent({ status, detail, homeHref = '/' }: ErrorPageProps) {
  const Anchor = useAnchor();
  const code = status === 404 ? 404 : 500;
  const message = code === 404 ? NOT_FOUND_MESSAGE : SERVER_ERROR_MESSAGE;
  return (
    <section className={styles.root} aria-labelledby="error-page-title" data-status={code}>
      <p className={styles.code}>{code}</p>
      <h1 id="error-page-title" className={styles.title}>
        {message}
      </h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Button asChild size="lg">
        <Anchor href={homeHref}>{RETURN_HOME_TEXT}</Anchor>
      </Button>
    </section>
  );
}

/** The last resort of spec 8.4: a plain link, no context, nothing that can fail again. */
export function ErrorPageFallback({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <section className={styles.root} role="alert">
      <h1 className={styles.title}>{ERROR_PAGE_FAILED_MESSAGE}</h1>
      <a className={styles.fallbackLink} href={homeHref}>
        {ERROR_PAGE_FAILED_LINK}
      </a>
    </section>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode; homeHref?: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorPageFallback homeHref={this.props.homeHref} /> : this.props.children;
  }
}

/**
 * The error page of spec 2.2 and 8.4: the status, its message and a 'Return to homepage' button. If the page
 * itself fails to render, the fallback says so and links home.
 */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary homeHref={props.homeHref}>
      <ErrorPageContent {...props} />
    </ErrorPageBoundary>
  );
}
