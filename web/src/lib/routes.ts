/** Every route of the app, in one typed map. */
export const ROUTES = {
  home: '/',
  phoneVerification: '/phone-verification',
  palmUpload: '/palm-upload',
  dashboard: '/dashboard',
  subscription: '/subscription',
  privacy: '/privacy',
  shared: (shareId: string) => `/shared/${encodeURIComponent(shareId)}`,
  compatibility: (shareId: string) => `/compatibility/${encodeURIComponent(shareId)}`,
  compatibilityResult: (id: string) => `/compatibility-result/${encodeURIComponent(id)}`,
  compatibilityAccountCreation: '/compatibility-account-creation',
  logout: '/logout',
  /** The spec's sign-in link target; it leads to the home page, where sign-in starts. */
  auth: '/auth',
} as const;

/** Route patterns for the router, matching ROUTES. */
export const ROUTE_PATTERNS = {
  shared: '/shared/:shareId',
  compatibility: '/compatibility/:shareId',
  compatibilityResult: '/compatibility-result/:id',
} as const;
