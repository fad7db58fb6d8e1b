import {
  BOOKING_MESSAGES,
  BookingErrorCode,
  bookingErrorMessage,
  CONTENT_MESSAGES,
  type ContentProblem,
} from '@fittizia/contract';

/**
 * The refusals a service throws, in the domain's words: what was refused and why, never an HTTP status.
 * `error-answers.ts` is the one table that turns each into the API's answer.
 */
export abstract class DomainError extends Error {}

/** A booking outcome of spec 8.1 that is not a success, by its code (the contract's wording). */
export class BookingFailure extends DomainError {
  constructor(
    readonly code: number,
    readonly serverMessage?: string,
    readonly extra: { bookingProviderUrl?: string } = {},
  ) {
    super(
      code === BookingErrorCode.WentWrong
        ? BOOKING_MESSAGES.slotTaken
        : bookingErrorMessage(code, serverMessage === undefined ? {} : { serverMessage }),
    );
  }
}

/** A request that is well-formed but names something the domain does not have, or a value its rules refuse. */
export class InvalidField extends DomainError {
  constructor(
    /** Where the value was: `body.<field>`, `query.<name>`, `headers.<name>`. */
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** An idempotency key sent again with a different request. */
export class IdempotencyKeyReused extends DomainError {
  constructor(readonly field: string) {
    super('Idempotency-Key was already used for a different request');
  }
}

/** What a call names does not exist (or no longer answers): the contract's message, the field that named it. */
export class NotFound extends DomainError {
  constructor(
    message: string,
    readonly details: { field?: string; code?: number } = {},
  ) {
    super(message);
  }
}

/** A job application the rules refuse (spec 8.3's err=15): the message and the body field at fault. */
export class ApplicationInvalid extends DomainError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The same request made before (the same person applying for the same job again). */
export class DuplicateRequest extends DomainError {
  constructor() {
    super(bookingErrorMessage(BookingErrorCode.DuplicatedRequest));
  }
}

/** A content draft (or the draft asked to be published) with problems: each with its path, in an editor's words. */
export class DraftProblems extends DomainError {
  constructor(readonly problems: ContentProblem[]) {
    super(CONTENT_MESSAGES.problems(problems.length));
  }
}

/** A write based on a revision that is no longer the draft's: the revision now, who saved it and when. */
export class RevisionConflict extends DomainError {
  constructor(
    message: string,
    readonly current: { revision: number; at: string; by: string },
  ) {
    super(message);
  }
}

/** A well-formed request the rules refuse (a time to publish in the past, removing the home page). */
export class Refused extends DomainError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A write the record's state forbids (it exists already, it has been removed). */
export class StateConflict extends DomainError {}

/** A preview token that is forged, malformed or expired: the contract's message. */
export class PreviewRefused extends DomainError {}
