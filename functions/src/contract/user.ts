import * as z from 'zod/mini';
import { archetypeSchema } from './enums.js';

/** The signed-in user as the API sends it (payment provider ids and the Firebase uid stay on the server). */
export const userSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  phoneNumber: z.string(),
  profileImage: z.nullable(z.string()),
  archetype: z.nullable(archetypeSchema),
  unlockedReadings: z.number(),
  unlockedCompatibility: z.number(),
  subscriptionStatus: z.nullable(z.string()),
  subscriptionExpiresAt: z.nullable(z.string()),
  isPremium: z.boolean(),
  currentStreak: z.number(),
  lastReadingDate: z.nullable(z.string()),
  totalReadings: z.number(),
  referralCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Whether this user may take a new palm reading, as far as the user the API sent says (the rule of
 * domain/credits.ts): the app sends them to Premium instead of a capture it would refuse. The
 * server checks it again on the upload itself.
 */
export const mayTakeReading = (user: Pick<User, 'isPremium' | 'unlockedReadings'>): boolean =>
  user.isPremium || user.unlockedReadings > 0;

export const DISPLAY_NAME_MAX = 60;

export const signInRequestSchema = z.object({
  displayName: z.string().check(
    z.refine((s) => s.trim().length > 0, 'Please enter your name to continue'),
    z.refine((s) => s.length <= DISPLAY_NAME_MAX, `Your name can be at most ${DISPLAY_NAME_MAX} characters.`),
  ),
  referrerId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
  shareId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
  /**
   * A random id this browser keeps for itself (web/src/lib/browserStorage.ts deviceId), kept by the
   * server only as a hash: a referral is not counted for a device its referrer signs in on, nor a
   * second one from one device. Optional: a browser that keeps nothing signs in without it, and one
   * that is not such an id (storage tampered with) is ignored rather than block the sign-in.
   */
  deviceId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;
