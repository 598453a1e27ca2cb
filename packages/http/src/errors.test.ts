import { describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, HttpError, isHttpError, messageFor } from './errors';

describe('HttpError', () => {
  it('uses the catalogue message for its own codes', () => {
    const error = new HttpError('fetch_error');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('You are probably offline.');
    expect(error.code).toBe('fetch_error');
    expect(error.status).toBeUndefined();
  });

  it('keeps a server code and message with status and data', () => {
    const error = new HttpError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403, { x: 1 });
    expect([error.code, error.message, error.status, error.data]).toEqual([
      'rest_forbidden',
      'Sorry, you are not allowed to do that.',
      403,
      { x: 1 },
    ]);
  });

  it('isHttpError checks the class and optionally the code', () => {
    expect(isHttpError(new HttpError('timeout'), 'timeout')).toBe(true);
    expect(isHttpError(new HttpError('timeout'), 'abort')).toBe(false);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});

describe('messageFor', () => {
  it('has the exact spec texts', () => {
    expect(messageFor('invalid_json')).toBe('The response is not a valid JSON response.');
    expect(messageFor('unknown_error')).toBe('An unknown error occurred.');
    expect(messageFor('post_process')).toBe(
      'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    );
    expect(messageFor('timeout')).toBe('A timeout occurred while connecting to the server. Please try again.');
    expect(messageFor('abort')).toBe('The connection to the server was aborted. Please try again.');
    expect(HTTP_ERROR_MESSAGES.connection_error).toBe(
      'An error occurred while connecting to the server. Please try again.',
    );
  });

  it('falls back to the unknown-error message', () => {
    expect(messageFor('nope')).toBe('An unknown error occurred.');
  });
});
