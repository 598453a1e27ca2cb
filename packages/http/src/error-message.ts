import { HttpError, messageFor } from './errors';

/** The message to show a shopper for a failed call: the client's spec text, else 'An unknown error occurred.' */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError && error.message) return error.message;
  return messageFor('unknown_error');
}
