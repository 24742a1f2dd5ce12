import { describe, expect, it } from 'vitest';
import { API_ERRORS, apiErrorBodySchema, type ApiErrorName } from '../contract/errors.js';
import type { Request, Response } from 'express';
import { answerFor, errorHandler } from './errorMiddleware.js';

const NAMES = Object.keys(API_ERRORS) as ApiErrorName[];

describe('the error catalogue', () => {
  it('answers every named error with a 4xx or 5xx status and a { error, code } body', () => {
    for (const name of NAMES) {
      const { status, body } = answerFor(name);
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(600);
      expect(apiErrorBodySchema.safeParse(body).success, name).toBe(true);
      expect(body).toEqual({ error: API_ERRORS[name].message, code: API_ERRORS[name].code });
    }
  });

  it('gives every error words for people: a sentence, never a code or a status line', () => {
    for (const name of NAMES) {
      const { message } = API_ERRORS[name];
      expect(message, name).toMatch(/^[A-Z].{10,}/);
      expect(message, name).not.toMatch(/^\d{3}\b|[{}]|_[a-z]/);
    }
  });

  it('lets the raiser be more specific, and carries details', () => {
    expect(answerFor('invalidInput', 'The name is missing.').body.error).toBe('The name is missing.');
    expect(answerFor('authFailed', undefined, 'Code expired.').body).toMatchObject({
      code: 'invalid_token',
      details: 'Code expired.',
    });
  });
});

describe('errors from Firestore', () => {
  /** What the error handler answers for `err`, as a client sees it. */
  function answer(err: unknown) {
    const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
    const res = {
      headersSent: false,
      statusCode: 200,
      setHeader(name: string, value: string | number) {
        sent.headers[name] = String(value);
        return this;
      },
      end(body: string) {
        sent.status = res.statusCode;
        sent.body = JSON.parse(body) as unknown;
        return this;
      },
    };
    errorHandler(() => {})(err, {} as Request, res as unknown as Response, () => {});
    return sent;
  }

  it('tell the client to come back later when Firestore is out of reach or its locks are held', () => {
    // UNAVAILABLE, DEADLINE_EXCEEDED, and ABORTED: a transaction that could not get its locks
    // (the emulator: "Transaction lock timeout", as when a killed instance's transaction holds them).
    for (const code of [14, 4, 10]) {
      const sent = answer(Object.assign(new Error('Transaction lock timeout.'), { code }));
      expect(sent.status).toBe(503);
      expect(sent.headers['Retry-After']).toBe('5');
      expect(sent.body).toEqual({ error: API_ERRORS.unavailable.message, code: API_ERRORS.unavailable.code });
    }
  });

  it('answers anything else it does not know as an internal error, with no retry advice', () => {
    const sent = answer(Object.assign(new Error('permission denied'), { code: 7 }));
    expect(sent.status).toBe(500);
    expect(sent.headers['Retry-After']).toBeUndefined();
  });
});
