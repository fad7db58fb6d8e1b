/** Raised by the typed client for any non-2xx answer or an answer that breaks the contract. */
export class BrandApiError extends Error {
  override readonly name = 'BrandApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly endpoint: string,
    /** The booking error code carried in the body, when there is one. */
    readonly code?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The answer was 2xx but did not match the response schema. */
export class ContractViolationError extends BrandApiError {
  override readonly name = 'ContractViolationError' as 'BrandApiError';
}
