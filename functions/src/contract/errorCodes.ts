/**
 * The catalogue's stable machine codes, apart from its words (contract/errors.ts), so a screen that
 * branches on a code does not load every sentence.
 */
/** Stable machine codes; clients may branch on these. */
export const ERROR_CODES = {
  notFound: 'not_found',
  internal: 'internal',
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  invalidInput: 'invalid_input',
  payloadTooLarge: 'payload_too_large',
  unavailable: 'unavailable',
  notAuthenticated: 'not_authenticated',
  accountDeleting: 'account_deleting',
  invalidToken: 'invalid_token',
  forbidden: 'forbidden',
  noReadingsLeft: 'no_readings_left',
  noCompatibilityLeft: 'no_compatibility_left',
  missingFile: 'missing_file',
  emptyFile: 'empty_file',
  fileTooLarge: 'file_too_large',
  unsupportedImage: 'unsupported_image',
  imageTooLarge: 'image_too_large',
  unreadableImage: 'unreadable_image',
  unreadablePalm: 'unreadable_palm',
  noPalmReading: 'no_palm_reading',
  selfCompatibility: 'self_compatibility',
  notAPalmReading: 'not_a_palm_reading',
  paymentsUnconfigured: 'payments_unconfigured',
  paymentProviderError: 'payment_provider_error',
  alreadySubscribed: 'already_subscribed',
  noSubscription: 'no_subscription',
  invalidSignature: 'invalid_signature',
  rateLimited: 'rate_limited',
  forbiddenOrigin: 'forbidden_origin',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
