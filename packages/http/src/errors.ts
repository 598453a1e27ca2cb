/** Messages for the error codes this package raises itself (spec §8 "REST client", "Connection errors"). */
export const HTTP_ERROR_MESSAGES = {
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  timeout: 'A timeout occurred while connecting to the server. Please try again.',
  abort: 'The connection to the server was aborted. Please try again.',
  /** Not raised by `request()`; the payment flow's wording for any other connection failure. */
  connection_error: 'An error occurred while connecting to the server. Please try again.',
} as const;

/** A code this package raises itself. */
export type HttpErrorCode = keyof typeof HTTP_ERROR_MESSAGES;

/** The message for one of this package's codes; `unknown_error`'s message for any other code. */
export const messageFor = (code: string): string =>
  HTTP_ERROR_MESSAGES[code as HttpErrorCode] ?? HTTP_ERROR_MESSAGES.unknown_error;

/**
 * Every failure of a request. `code` is one of {@link HttpErrorCode}, or the server's own code
 * when it answered with a JSON `{ code, message }` body (e.g. `rest_cookie_invalid_nonce`).
 */
export class HttpError extends Error {
  /** `HttpErrorCode` or the server's error code. */
  readonly code: string;
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /** The parsed (or raw text) response body, when there was one. */
  readonly data?: unknown;

  constructor(code: string, message = messageFor(code), status?: number, data?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** Whether `error` is an {@link HttpError}, optionally with the given code. */
export const isHttpError = (error: unknown, code?: string): error is HttpError =>
  error instanceof HttpError && (code === undefined || error.code === code);
