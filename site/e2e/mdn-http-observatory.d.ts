/** The parts of @mdn/mdn-http-observatory (plain JavaScript, typed in JSDoc) that observatory.spec.ts calls. */
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export interface Requests {
    hostname: string;
    responses: { auto: { status: number; headers: Record<string, string> } | null };
  }
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number; path?: string },
  ): Promise<Requests>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
  export interface Output {
    result: string | null;
    pass: boolean | null;
    constructor: { name: string };
  }
  export type Test = (requests: Requests) => Output;
  export const ALL_TESTS: Test[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(expectation: string): number;
  export function getGradeForScore(score: number): { score: number; grade: string };
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

declare module '@mdn/mdn-http-observatory/src/analyzer/tests/redirection.js' {
  import type { Test } from '@mdn/mdn-http-observatory/src/constants.js';
  export const redirectionTest: Test;
}

declare module '@mdn/mdn-http-observatory/src/analyzer/tests/strict-transport-security.js' {
  import type { Test } from '@mdn/mdn-http-observatory/src/constants.js';
  export const strictTransportSecurityTest: Test;
}
