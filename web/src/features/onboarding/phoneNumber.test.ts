import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normalizePhoneNumber, phoneNumberProblem, toE164 } from './phoneNumber';

describe('phone numbers', () => {
  it('keep an optional plus and the digits only', () => {
    expect(normalizePhoneNumber(' +1 (555) 123-4567 ')).toBe('+15551234567');
    expect(normalizePhoneNumber('555.123.4567')).toBe('5551234567');
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('default to +1 without a country code', () => {
    expect(toE164('5551234567')).toBe('+15551234567');
    expect(toE164('15551234567')).toBe('+15551234567');
    expect(toE164('+447911123456')).toBe('+447911123456');
  });

  it('show +1 numbers US style while typing, and others in groups of three', () => {
    expect(formatPhoneNumber('5551234567')).toBe('+1 (555) 123-4567');
    expect(formatPhoneNumber('+1555')).toBe('+1 (555)');
    expect(formatPhoneNumber('+15551')).toBe('+1 (555) 1');
    expect(formatPhoneNumber('+1 55')).toBe('+1 (55');
    expect(formatPhoneNumber('+447911123456')).toBe('+447 911 123 456');
    expect(formatPhoneNumber('+33612')).toBe('+336 12');
  });

  it('are checked for length by their country code before a code is sent', () => {
    expect(phoneNumberProblem('+1 (555) 123')).toMatch(/too short/);
    expect(phoneNumberProblem('+1 (555) 123-45678')).toMatch(/too long/);
    expect(phoneNumberProblem('+1 (555) 123-4567')).toBeNull();
    expect(phoneNumberProblem('+44 7911 123456')).toBeNull();
    expect(phoneNumberProblem('+44 7911 12')).toMatch(/too short/);
    expect(phoneNumberProblem('+999 123 456 789')).toMatch(/country code/);
  });
});
