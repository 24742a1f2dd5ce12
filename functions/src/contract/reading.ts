import * as z from 'zod/mini';
import { archetypeSchema, compatibilityOutcomeSchema, palmReadingTypeSchema } from './enums.js';
import { compatibilityContentSchema, palmReadingContentSchema } from './readingContent.js';

/**
 * The principal lines traced on a palm photo, each a polyline as flat [x0, y0, x1, y1, …] in the
 * photo's pixels (`width` × `height`), or null where the line is not clear in the photo.
 */
export const palmLinesSchema = z.object({
  width: z.number(),
  height: z.number(),
  heart: z.nullable(z.array(z.number())),
  head: z.nullable(z.array(z.number())),
  life: z.nullable(z.array(z.number())),
  /** The box around the hand, [x, y, width, height] in the same pixels (readings since photos are shared cropped). */
  hand: z.optional(z.array(z.number()).check(z.length(4))),
});

/**
 * What goes with a palm reading's share link: the photo cropped to the hand (the default, also before
 * the owner chose), the whole photo, or no photo.
 */
export const SHARE_PHOTO = ['palm', 'whole', 'none'] as const;
export const sharePhotoSchema = z.enum(SHARE_PHOTO);
export type SharePhoto = z.infer<typeof sharePhotoSchema>;
export type PalmLines = z.infer<typeof palmLinesSchema>;

/** What every reading carries on the wire, palm reading or compatibility result. */
const readingFields = {
  id: z.string(),
  userId: z.string(),
  imageUrl: z.nullable(z.string()),
  lifeArea: z.nullable(z.string()),
  userArchetype: z.nullable(archetypeSchema),
  compatibilityOutcome: z.nullable(compatibilityOutcomeSchema),
  partnerUserId: z.nullable(z.string()),
  keyInsight: z.nullable(z.string()),
  status: z.string(),
  shareId: z.string(),
  /** Palm readings made since lines are traced; absent or null for older ones and compatibility. */
  palmLines: z.optional(z.nullable(palmLinesSchema)),
  viewCount: z.number(),
  isPublic: z.boolean(),
  /** What the owner chose to go with the share link; null until they chose (shared cropped to the hand). */
  sharePhoto: z.optional(z.nullable(sharePhotoSchema)),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * A compatibility result someone made with the viewer (through their invitation) that the viewer
   * has not opened yet; absent otherwise. Its content is written to the viewer.
   */
  newForYou: z.optional(z.literal(true)),
};

export const palmReadingSchema = z.object({
  ...readingFields,
  readingType: palmReadingTypeSchema,
  content: palmReadingContentSchema,
});
export type PalmReading = z.infer<typeof palmReadingSchema>;

export const compatibilityReadingSchema = z.object({
  ...readingFields,
  readingType: z.literal('COMPATIBILITY'),
  content: compatibilityContentSchema,
});
export type CompatibilityReading = z.infer<typeof compatibilityReadingSchema>;

/** A reading as the API sends it: its content's schema follows its readingType, checked on both tiers. */
export const readingSchema = z.discriminatedUnion('readingType', [palmReadingSchema, compatibilityReadingSchema]);
export type Reading = z.infer<typeof readingSchema>;

export const readingListSchema = z.array(readingSchema);

/** GET /shared/{shareId}: what a visitor without an account may see. */
export const sharedReadingSchema = z.object({
  shareId: z.string(),
  referrerId: z.string(),
  referrerName: z.nullable(z.string()),
  userArchetype: z.nullable(archetypeSchema),
  imageUrl: z.nullable(z.string()),
  /** Only palm readings are shared by link (a compatibility result has its own page). */
  readingType: palmReadingTypeSchema,
  keyInsight: z.nullable(z.string()),
  content: palmReadingContentSchema,
  palmLines: z.optional(z.nullable(palmLinesSchema)),
});
export type SharedReading = z.infer<typeof sharedReadingSchema>;

export const readingEligibilitySchema = z.object({
  canGenerateReading: z.boolean(),
  unlockedReadings: z.number(),
  isPremium: z.boolean(),
});
export type ReadingEligibility = z.infer<typeof readingEligibilitySchema>;

export const compatibilityEligibilitySchema = z.object({
  canGenerateCompatibilityReading: z.boolean(),
  unlockedCompatibility: z.number(),
  isPremium: z.boolean(),
});
export type CompatibilityEligibility = z.infer<typeof compatibilityEligibilitySchema>;

/**
 * PATCH of one's own palm reading: public (its share link works) or private (the link says not
 * found), and what goes with its link (`sharePhoto`). Either or both.
 */
export const readingChangeSchema = z.object({
  isPublic: z.optional(z.boolean()),
  sharePhoto: z.optional(sharePhotoSchema),
});
export type ReadingChange = z.infer<typeof readingChangeSchema>;

export const compatibilityRequestSchema = z.object({
  partnerReadingShareId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type CompatibilityRequest = z.infer<typeof compatibilityRequestSchema>;
