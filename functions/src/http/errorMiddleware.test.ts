import { describe, expect, it } from 'vitest';
import { API_ERRORS, apiErrorBodySchema, type ApiErrorName } from '../contract/errors.js';
import { answerFor } from './errorMiddleware.js';

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
