/**
 * Check compatibility with the owner of a shared palm reading: the partner's reading must be a
 * public palm reading of someone else, the user must have a palm reading of their own and a
 * compatibility credit; the result is created and the credit spent in one transaction. A retried
 * request (same reading id) gets the first attempt's result and pays nothing more. The result is
 * the checker's; its partner (the inviter) sees it too, in their words (ReadingRecord.partnerView).
 */
import { FALLBACK_ARCHETYPE } from '../contract/fallbacks.js';
import { canGenerateCompatibility } from '../domain/credits.js';
import { DomainError } from '../domain/DomainError.js';
import { isPalmReading, type ReadingRecord, type UserRecord } from '../domain/entities.js';
import { isShareId } from '../domain/ids.js';
import type { CompatibilityParty, LineMeasure, PalmMeasures } from '../domain/readingEngine.js';
import type { Ports } from './ports.js';
import { spendOnReading, type CreatedReading } from './spendOnReading.js';

export type CreateCompatibilityPorts = Pick<Ports, 'store' | 'engine' | 'clock' | 'ids'>;

export interface CreateCompatibilityInput {
  user: UserRecord;
  partnerReadingShareId: string;
  readingId: string;
}

/** Readings made before measures were stored still pair: a neutral palm, unique to the reading. */
function measuresOf(reading: ReadingRecord): PalmMeasures {
  return (
    reading.measures ?? {
      version: 1,
      aspect: 0.5,
      coverage: 0.3,
      brightness: 0.5,
      contrast: 0.2,
      lineDensity: 0.08,
      lineDirection: 0,
      texture: 0.05,
      warmth: 0.3,
      signature: reading.id,
    }
  );
}

/** The heart line of a reading of one's own palm, where it was traced. */
function ownHeartLine(reading: ReadingRecord | null): LineMeasure | null {
  if (!reading || !isPalmReading(reading) || reading.content.palmOf === 'other') return null;
  return reading.measures?.version === 2 ? reading.measures.lines.heart : null;
}

/**
 * One person of the pair: their hand profile where they have one, with the heart line of the palm
 * reading given (a line belongs to a photo); otherwise that palm reading.
 */
function partyOf(name: string, person: UserRecord | null, reading: ReadingRecord | null): CompatibilityParty {
  const profile = person?.handProfile;
  if (profile)
    return {
      name,
      archetype: profile.archetype,
      profile: { shape: profile.shape, keys: profile.keys },
      heart: ownHeartLine(reading),
    };
  if (!reading) throw new DomainError('noPalmReading');
  return { name, archetype: reading.userArchetype ?? FALLBACK_ARCHETYPE, measures: measuresOf(reading) };
}

export async function createCompatibilityReading(
  ports: CreateCompatibilityPorts,
  input: CreateCompatibilityInput,
): Promise<CreatedReading> {
  const { store, clock, engine } = ports;
  const { user } = input;
  const partnerReading = isShareId(input.partnerReadingShareId)
    ? await store.findReadingByShareId(input.partnerReadingShareId)
    : null;
  if (!partnerReading || !partnerReading.isPublic) throw new DomainError('readingNotFound');
  if (partnerReading.readingType === 'COMPATIBILITY') throw new DomainError('notAPalmReading');
  if (partnerReading.userId === user.id) throw new DomainError('selfCompatibility');
  // A retry of a check that already succeeded finds its result, whatever the credits say now.
  const earlier = await store.findReading(input.readingId);
  if (earlier?.userId === user.id) return { reading: earlier, created: false };
  if (!canGenerateCompatibility(user, clock())) throw new DomainError('noCompatibilityLeft');
  // Each person's own hand: their hand profile, or for someone who has none yet (readings made
  // before profiles were kept), their newest palm reading of their own palm; its heart line is
  // compared with the one in the reading shared.
  const own = await store.latestPalmReading(user.id);
  if (!user.handProfile && (!own || own.content.palmOf === 'other')) throw new DomainError('noPalmReading');
  const partner = await store.findUser(partnerReading.userId);

  return spendOnReading(ports, {
    kind: 'compatibility',
    userId: user.id,
    readingId: input.readingId,
    partnerReadingId: partnerReading.id,
    shareId: ports.ids.shareId(),
    now: clock(),
    build: (owner) => {
      const checker = partyOf(owner.displayName, owner, own);
      const invited = partyOf(partner?.displayName ?? 'your friend', partner, partnerReading);
      const content = engine.compatibility(checker, invited);
      return {
        userId: owner.id,
        ownerUid: owner.firebaseUid,
        // A compatibility result shows no photo: it never points at either palm photo.
        imagePath: null,
        readingType: 'COMPATIBILITY',
        userArchetype: content.userArchetype,
        compatibilityOutcome: content.outcome,
        partnerUserId: partnerReading.userId,
        keyInsight: content.outcomeTitle,
        content,
        // The same pair read from the partner's side (the outcome is the pair's, whichever side asks),
        // for the person whose invitation was used: it is listed for them too.
        partnerView: { content: engine.compatibility(invited, checker), seenAt: null },
        measures: null,
      };
    },
  });
}
