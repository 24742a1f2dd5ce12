import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './apiClient';
import { describeError, hasErrorCode, OFFLINE_MESSAGE } from './apiErrors';
import { OfflineMissError } from './offline/offlineFallback';

const apiError = (status: number, body?: { error: string; code: string; details?: string }) =>
  new ApiRequestError(status, `${status}: ${JSON.stringify(body ?? {})}`, body);

describe('describeError', () => {
  it("shows the server's sentence, its details first, never the status line or JSON", () => {
    const refused = apiError(403, { error: 'You have no readings left.', code: 'no_readings_left' });
    expect(describeError(refused)).toBe('You have no readings left.');
    const detailed = apiError(401, {
      error: 'Failed to authenticate',
      code: 'invalid_token',
      details: 'Code expired.',
    });
    expect(describeError(detailed)).toBe('Code expired.');
    for (const err of [refused, detailed, apiError(502), apiError(404)]) {
      expect(describeError(err)).not.toMatch(/^\d{3}:|[{}]/);
    }
  });

  it('finds calm words for a bodiless server error, no network, and anything else', () => {
    expect(describeError(apiError(503))).toMatch(/having trouble/);
    expect(describeError(apiError(404), 'Not here.')).toBe('Not here.');
    expect(describeError(new TypeError('Failed to fetch'))).toBe(OFFLINE_MESSAGE);
    expect(describeError(new OfflineMissError())).toMatch(/offline/);
    expect(describeError(new Error('Cannot read properties of undefined'), 'Please try again.')).toBe(
      'Please try again.',
    );
  });

  it('tells catalogue codes apart', () => {
    expect(hasErrorCode(apiError(422, { error: 'x', code: 'unreadable_palm' }), 'unreadable_palm')).toBe(true);
    expect(hasErrorCode(apiError(422, { error: 'x', code: 'unreadable_image' }), 'unreadable_palm')).toBe(false);
    expect(hasErrorCode(new Error('unreadable_palm'), 'unreadable_palm')).toBe(false);
  });
});
