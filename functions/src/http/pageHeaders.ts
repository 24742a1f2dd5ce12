/**
 * The security headers of every page: the same ones Firebase Hosting adds to what it serves
 * (firebase.json, "**"), set by the function too, so a page it draws (a shared reading, an
 * invitation, the dashboard) carries them when reached at the function's own URL, where Hosting
 * adds nothing. A test holds the two lists equal (drawnPages.test.ts).
 */
import type { RequestHandler } from 'express';

export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    // The hash: index.html's one inline script, which sets the theme before the first paint, holds
    // early taps and requests the app's code after it (a test holds the hash to the script). 'wasm-unsafe-eval': the capture guide's hand model runs on WebAssembly
    // (compiling it, never eval).
    "script-src 'self' 'sha256-McUrdPn3eTQRVNeR6+z8l/0CJdiG50myXgMJZD6PkvE=' 'wasm-unsafe-eval' https://js.stripe.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.google.com/recaptcha/ https://api.stripe.com https://m.stripe.network",
    'frame-src https://js.stripe.com https://hooks.stripe.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

export const pageSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set(PAGE_SECURITY_HEADERS);
  next();
};
