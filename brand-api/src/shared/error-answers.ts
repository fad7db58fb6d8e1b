import { BookingErrorCode, bookingErrorStatus } from '@fittizia/contract';
import {
  ApplicationInvalid,
  BookingFailure,
  type DomainError,
  DraftProblems,
  DuplicateRequest,
  IdempotencyKeyReused,
  InvalidField,
  NotFound,
  PreviewRefused,
  Refused,
  RevisionConflict,
  StateConflict,
} from './errors.ts';
import { HttpError } from './http.ts';

type ErrorClass<E extends DomainError> = abstract new (...args: never[]) => E;

interface Entry {
  kind: ErrorClass<DomainError>;
  answer(error: DomainError): HttpError;
}

const entry = <E extends DomainError>(kind: ErrorClass<E>, answer: (error: E) => HttpError): Entry => ({
  kind,
  answer: (error) => answer(error as E),
});

/** Every domain refusal (`errors.ts`) with its HTTP answer: the status and the body the API answers with. */
const ANSWERS: readonly Entry[] = [
  entry(
    BookingFailure,
    (e) =>
      new HttpError(bookingErrorStatus(e.code), e.message, {
        code: e.code,
        ...(e.code === BookingErrorCode.WentWrong ? { bookingStatus: e.code } : {}),
        ...e.extra,
      }),
  ),
  entry(InvalidField, (e) => new HttpError(400, `Invalid request: ${e.message}`, { field: e.field })),
  entry(IdempotencyKeyReused, (e) => new HttpError(422, `Invalid request: ${e.message}`, { field: e.field })),
  entry(NotFound, (e) => new HttpError(404, e.message, e.details)),
  entry(
    ApplicationInvalid,
    (e) =>
      new HttpError(400, `err=15: ${e.message}`, {
        code: BookingErrorCode.ApplicationValidationError,
        ...(e.field ? { field: e.field } : {}),
      }),
  ),
  entry(DuplicateRequest, (e) => new HttpError(409, e.message, { code: BookingErrorCode.DuplicatedRequest })),
  // The content service's refusals (contentProblemsAnswer, contentConflictAnswer of the contract).
  entry(DraftProblems, (e) => new HttpError(400, e.message, { problems: e.problems })),
  entry(RevisionConflict, (e) => new HttpError(409, e.message, e.current)),
  entry(Refused, (e) => new HttpError(400, e.message, e.field ? { field: e.field } : {})),
  entry(StateConflict, (e) => new HttpError(409, e.message)),
  entry(PreviewRefused, (e) => new HttpError(401, e.message)),
];

/** The HTTP answer for an error: an HttpError as it is, a domain refusal by the table; undefined for others. */
export function httpAnswer(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof Error)) return undefined;
  return ANSWERS.find((e) => error instanceof e.kind)?.answer(error as DomainError);
}

/** The HTTP answer for a domain refusal (a refusal the table does not know is a programming error). */
export function domainAnswer(error: DomainError): HttpError {
  const answer = httpAnswer(error);
  if (!answer) throw new Error(`No HTTP answer for ${error.constructor.name}`);
  return answer;
}
