/**
 * What may be written to logs about an error: its name, code and message with anything personal
 * taken out — phone numbers (they appear in index paths such as userPhones/+1555…), bearer tokens,
 * JWTs, session ids and Stripe secrets. Logs carry codes and ids, never these.
 */
const REDACTIONS: Array<[RegExp, string]> = [
  [/\+\d[\d\s-]{6,17}\d/g, '[phone]'],
  [/Bearer\s+\S+/gi, 'Bearer [token]'],
  [/eyJ[\w-]+\.[\w-]*\.[\w-]*/g, '[jwt]'],
  [/\b(sk|rk|pk|whsec)_(live|test)?_?\w+/g, '[stripe-secret]'],
  [/__session=[^;\s]+/g, '__session=[session]'],
];

export function redact(text: string): string {
  return REDACTIONS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

export interface LoggedError {
  name: string;
  code?: string | number;
  message: string;
  cause?: LoggedError;
}

export function logSafe(err: unknown, depth = 0): LoggedError | string {
  if (!(err instanceof Error)) return redact(String(err));
  const code = (err as { code?: unknown }).code;
  const logged: LoggedError = { name: err.name, message: redact(err.message) };
  if (typeof code === 'string' || typeof code === 'number')
    logged.code = typeof code === 'string' ? redact(code) : code;
  if (err.cause !== undefined && depth < 3) {
    const cause = logSafe(err.cause, depth + 1);
    logged.cause = typeof cause === 'string' ? { name: 'cause', message: cause } : cause;
  }
  return logged;
}
