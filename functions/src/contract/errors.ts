/**
 * The error catalogue: every error the API answers, by name, with its stable code and the words a
 * person sees. The API raises them by name (domain/DomainError.ts) and maps names to HTTP statuses
 * in one place (http/errorMiddleware.ts); the web app turns any error body into words with
 * web/src/lib/apiErrors.ts. A message may be made more specific where it is raised (which field,
 * which size); the catalogue's is the default.
 */
import * as z from 'zod/mini';
import { IDEMPOTENCY_HEADER, MAX_UPLOAD_BYTES, UPLOAD_FIELD } from './paths.js';

/** The body of every non-2xx API response. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export { ERROR_CODES, type ErrorCode } from './errorCodes.js';
import { ERROR_CODES, type ErrorCode } from './errorCodes.js';

const C = ERROR_CODES;
const AUTH_FAILED = 'Failed to authenticate with server';
const UNAVAILABLE = 'Palme is briefly unavailable. Please try again in a moment.';
const UPLOAD_MALFORMED = 'The upload was incomplete or malformed. Please try again.';

export const API_ERRORS = {
  // Requests
  routeNotFound: { code: C.notFound, message: 'There is nothing at this address.' },
  badRequest: { code: C.badRequest, message: 'The request could not be read.' },
  invalidJson: { code: C.invalidJson, message: 'The request body is not valid JSON.' },
  payloadTooLarge: { code: C.payloadTooLarge, message: 'The request body is too large.' },
  invalidInput: { code: C.invalidInput, message: 'The request is missing a field or has an invalid one.' },
  invalidIdempotencyKey: {
    code: C.invalidInput,
    message: `${IDEMPOTENCY_HEADER} must be 8 to 64 letters, digits, - or _.`,
  },
  idempotencyKeyReused: { code: C.badRequest, message: 'This request id was already used. Please try again.' },
  rateLimited: { code: C.rateLimited, message: 'Too many requests. Please wait a moment and try again.' },
  forbiddenOrigin: {
    code: C.forbiddenOrigin,
    message: 'This request did not come from the Palme app. Please use the app to make changes.',
  },
  // Availability
  internal: { code: C.internal, message: 'Something went wrong on our side. Please try again.' },
  unavailable: { code: C.unavailable, message: UNAVAILABLE },
  photoInProgress: {
    code: C.rateLimited,
    message: 'Your last photo is still being read. Please wait for it, then try again; nothing was spent.',
  },
  photoQueueFull: {
    code: C.unavailable,
    message: 'Palme is reading many palms right now. Please try again in a few seconds; nothing was spent.',
  },
  // Who you are
  notAuthenticated: { code: C.notAuthenticated, message: 'You are not logged in' },
  authFailed: { code: C.invalidToken, message: AUTH_FAILED },
  authUnavailable: { code: C.unavailable, message: AUTH_FAILED },
  notYourEligibility: { code: C.forbidden, message: 'You can only check your own eligibility.' },
  accountDeleting: {
    code: C.accountDeleting,
    message: 'This account is being deleted, with everything in it. Nothing new can be added to it.',
  },
  // Readings
  readingNotFound: { code: C.notFound, message: 'Reading not found' },
  noReadingsLeft: {
    code: C.noReadingsLeft,
    message: 'You have no readings left. Upgrade to premium or invite friends to unlock more.',
  },
  noCompatibilityLeft: {
    code: C.noCompatibilityLeft,
    message: 'You have no compatibility readings left. Upgrade to premium for unlimited readings.',
  },
  noPalmReading: { code: C.noPalmReading, message: 'No palm reading found' },
  selfCompatibility: {
    code: C.selfCompatibility,
    message: "That's your own reading! Share the link with a friend to check your compatibility.",
  },
  notAPalmReading: {
    code: C.notAPalmReading,
    message: 'This link is a compatibility result, not a palm reading. Ask your friend for their reading link.',
  },
  // Uploads
  uploadNotMultipart: { code: C.badRequest, message: 'Send the palm photo as multipart/form-data.' },
  uploadMalformed: { code: C.badRequest, message: UPLOAD_MALFORMED },
  missingFile: { code: C.missingFile, message: `Please attach a palm photo (form field "${UPLOAD_FIELD}").` },
  emptyFile: { code: C.emptyFile, message: 'The photo file is empty. Please choose another one.' },
  fileTooLarge: {
    code: C.fileTooLarge,
    message: `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  },
  unsupportedImage: {
    code: C.unsupportedImage,
    message: 'That file is not a photo we can read. Please use a JPEG, PNG, WebP or HEIC image.',
  },
  imageTooLarge: { code: C.imageTooLarge, message: 'This photo has too many pixels. Please use a smaller photo.' },
  unreadableImage: {
    code: C.unreadableImage,
    message: 'This photo could not be read; the file may be damaged or incomplete. Please try another photo.',
  },
  unreadablePalm: {
    code: C.unreadablePalm,
    message: "We couldn't read a palm in this photo. Please try another photo of your open palm.",
  },
  // Payments
  paymentsUnconfigured: { code: C.paymentsUnconfigured, message: 'Payments are not configured on this server yet.' },
  paymentProviderError: {
    code: C.paymentProviderError,
    message: 'The payment service did not answer as expected. Please try again in a moment.',
  },
  alreadySubscribed: { code: C.alreadySubscribed, message: 'You already have a Premium membership.' },
  noSubscription: { code: C.noSubscription, message: 'You have no active subscription to cancel.' },
  invalidSignature: { code: C.invalidSignature, message: 'The webhook signature is not valid.' },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

/** The name of an error in the catalogue. */
export type ApiErrorName = keyof typeof API_ERRORS;

/** Smallest side (px) of a photo the engine reads. */
export const MIN_PHOTO_SIDE = 240;

/**
 * Why a photo could not be read as a palm (the `unreadablePalm` error): too few pixels, or what the
 * hand gate found (functions/src/reading/hand/handGate.ts). One thing to change, in the person's words.
 */
export const PALM_REFUSALS = {
  photo_too_small: `This photo is too small to read. Please use a photo at least ${MIN_PHOTO_SIDE} pixels on each side.`,
  no_hand:
    "We couldn't find a hand in this photo. Hold one open palm up to the camera, fingers straight and a little apart, and try again.",
  several_hands: 'We can see more than one hand. Photograph one open palm at a time.',
  too_small: 'Your hand is too far from the camera. Hold your palm closer, so it fills most of the frame.',
  palm_cut_off:
    'Part of your palm is outside the photo. Move the camera back a little so your whole palm, down to the wrist, is in the frame.',
  closed_hand:
    'Your hand looks closed. Open it flat, fingers straight and a little apart, with your palm facing the camera.',
  not_facing: 'We can only see your hand from the side. Turn your palm flat toward the camera.',
  back_of_hand: 'We can see the back of your hand. Turn your hand over so that your palm faces the camera.',
  too_dark: 'Your palm is too dark to read. Find more light (a window works well) and try again.',
  too_bright: 'Your palm is washed out by light. Move out of direct sunlight or turn off the flash, and try again.',
  blurred: 'Your palm is blurred. Hold the phone steady, tap your palm on the screen to focus, and try again.',
} as const;
export type PalmRefusal = keyof typeof PALM_REFUSALS;
/** What the hand gate can refuse a found photo for (all but too few pixels). */
export type GateRefusal = Exclude<PalmRefusal, 'photo_too_small'>;

/** Why a phone sign-in's identity token was not accepted (functions/src/domain/identity.ts). */
export type IdentityRefusal = 'missing' | 'notPhone' | 'expired' | 'revoked' | 'gone' | 'invalid' | 'unavailable';

/**
 * Sentences more specific than an error's own, raised with the error they refine (a DomainError's
 * message or details): which field, which size, which part of sign-in.
 */
export const ERROR_DETAILS = {
  identity: {
    missing: 'Missing identity token. Please verify your phone number again.',
    notPhone: 'Please sign in with your phone number.',
    expired: 'Your sign-in has expired. Please verify your phone number again.',
    revoked: 'This sign-in is no longer valid. Please verify your phone number again.',
    gone: 'This account no longer exists. Please verify your phone number again.',
    invalid: 'We could not verify your sign-in. Please try again.',
    unavailable: 'Sign-in is unavailable right now. Please try again in a moment.',
  } satisfies Record<IdentityRefusal, string>,
  invalidField: (what: string, field: string) => `The ${what} is missing or has an invalid "${field}".`,
  readingChangeEmpty: 'Send isPublic (true or false), sharePhoto ("palm", "whole" or "none") or both.',
  compatibilityStaysPrivate: 'A compatibility result is only ever seen by its two people; it cannot be made public.',
  userIdRequired: 'The userId query parameter is required.',
  partnerShareIdRequired: 'Send the partner reading share id as partnerReadingShareId.',
  palmOfInvalid: 'palmOf must be "self" (your own palm) or "other" (someone else\'s).',
  photoTooManyPixels: (width: number, height: number, maxMegapixels: number) =>
    `This photo has too many pixels (${width}×${height}). Please use a photo under ${maxMegapixels} megapixels.`,
  noRoute: (method: string, path: string) => `No route for ${method} ${path}`,
} as const;
