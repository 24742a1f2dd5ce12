/** Phone numbers: stored as an optional plus and digits, shown US-style for +1. */
import { validatePhoneNumberLength } from 'libphonenumber-js/min';

/** Keeps an optional leading plus and the digits. */
export function normalizePhoneNumber(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** E.164 for sign-in: a number without a country code gets the default, +1. */
export function toE164(input: string): string {
  const normalized = normalizePhoneNumber(input);
  if (normalized.startsWith('+')) return normalized;
  if (normalized.length === 11 && normalized.startsWith('1')) return `+${normalized}`;
  return `+1${normalized}`;
}

/** "+1 (555) 123-4567" for +1 numbers; otherwise the digits in groups of three. */
export function formatPhoneNumber(input: string): string {
  const e164 = toE164(input);
  const digits = e164.slice(1);
  if (digits.startsWith('1')) {
    const national = digits.slice(1, 11);
    const area = national.slice(0, 3);
    const prefix = national.slice(3, 6);
    const line = national.slice(6, 10);
    let formatted = '+1';
    if (area) formatted += ` (${area}${area.length === 3 ? ')' : ''}`;
    if (prefix) formatted += ` ${prefix}`;
    if (line) formatted += `-${line}`;
    return formatted + digits.slice(11);
  }
  return `+${(digits.match(/.{1,3}/g) ?? []).join(' ')}`;
}

/**
 * What is wrong with a number before a code is sent to it, by the length its country code allows
 * (libphonenumber's metadata), or null when it could be a phone number.
 */
export function phoneNumberProblem(input: string): string | null {
  switch (validatePhoneNumberLength(toE164(input))) {
    case undefined:
      return null;
    case 'TOO_SHORT':
      return 'That number is too short. Check it, with its country code.';
    case 'TOO_LONG':
      return 'That number is too long. Check it, with its country code.';
    case 'INVALID_COUNTRY':
      return 'Start with your country code, e.g. +44 for the UK.';
    default:
      return 'Please enter a valid phone number with country code (e.g., +1 for US)';
  }
}
