import * as z from 'zod/mini';
import { archetypeSchema, compatibilityOutcomeSchema, readingTypeSchema } from './enums.js';

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
});
export type PalmLines = z.infer<typeof palmLinesSchema>;

/** A reading as the API sends it. `content` is palm or compatibility content, by readingType. */
export const readingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  imageUrl: z.nullable(z.string()),
  readingType: readingTypeSchema,
  lifeArea: z.nullable(z.string()),
  userArchetype: z.nullable(archetypeSchema),
  compatibilityOutcome: z.nullable(compatibilityOutcomeSchema),
  partnerUserId: z.nullable(z.string()),
  keyInsight: z.nullable(z.string()),
  status: z.string(),
  shareId: z.string(),
  content: z.record(z.string(), z.unknown()),
  /** Palm readings made since lines are traced; absent or null for older ones and compatibility. */
  palmLines: z.optional(z.nullable(palmLinesSchema)),
  viewCount: z.number(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * A compatibility result someone made with the viewer (through their invitation) that the viewer
   * has not opened yet; absent otherwise. Its content is written to the viewer.
   */
  newForYou: z.optional(z.literal(true)),
});
export type Reading = z.infer<typeof readingSchema>;

export const readingListSchema = z.array(readingSchema);

/** GET /shared/{shareId}: what a visitor without an account may see. */
export const sharedReadingSchema = z.object({
  shareId: z.string(),
  referrerId: z.string(),
  referrerName: z.nullable(z.string()),
  userArchetype: z.nullable(archetypeSchema),
  imageUrl: z.nullable(z.string()),
  readingType: readingTypeSchema,
  keyInsight: z.nullable(z.string()),
  content: z.record(z.string(), z.unknown()),
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

/** PATCH of one's own palm reading: public (its share link works) or private (the link says not found). */
export const readingVisibilitySchema = z.object({ isPublic: z.boolean() });
export type ReadingVisibility = z.infer<typeof readingVisibilitySchema>;

export const compatibilityRequestSchema = z.object({
  partnerReadingShareId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type CompatibilityRequest = z.infer<typeof compatibilityRequestSchema>;
