/** One request of the bad-input sweeps, as sent on the wire (bad-input.ts, example-faults.ts). */
export interface BadRequestCase {
  /** What is wrong with it, for the failure message. */
  kind: string;
  method: 'GET' | 'POST';
  /** Path and query as sent on the wire (already percent-encoded where it should be). */
  path: string;
  headers: Record<string, string>;
  body?: string;
}
