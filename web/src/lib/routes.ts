import { DRAWN_PAGES } from '@contract/paths';

/**
 * Every route of the app, in one typed map. The pages the API draws too (a shared reading, an
 * invitation, the dashboard) take their patterns from the contract the server routes them by.
 */
export const ROUTES = {
  home: '/',
  phoneVerification: '/phone-verification',
  palmUpload: '/palm-upload',
  dashboard: DRAWN_PAGES.dashboard,
  subscription: '/subscription',
  privacy: '/privacy',
  /** Public: the terms of use and the privacy policy, linked before a phone number is asked. */
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  shared: (shareId: string) => `/shared/${encodeURIComponent(shareId)}`,
  compatibility: (shareId: string) => `/compatibility/${encodeURIComponent(shareId)}`,
  compatibilityResult: (id: string) => `/compatibility-result/${encodeURIComponent(id)}`,
  compatibilityAccountCreation: '/compatibility-account-creation',
  logout: '/logout',
  /** The sign-in link target that older links use; it leads to the home page, where sign-in starts. */
  auth: '/auth',
} as const;

/** Route patterns for the router, matching ROUTES. */
export const ROUTE_PATTERNS = {
  shared: DRAWN_PAGES.shared,
  compatibility: DRAWN_PAGES.compatibility,
  compatibilityResult: '/compatibility-result/:id',
} as const;
