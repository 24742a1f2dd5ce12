/** Why a photo cannot be read: the engine's one error, raised by the photo checks and the hand gate. */
import { DomainError } from '../domain/DomainError.js';
import { PALM_REFUSALS, type PalmRefusal } from '../contract/errors.js';

/** Why a photo cannot be read, with the catalogue's sentence for it (contract/errors.ts PALM_REFUSALS). */
export class UnreadablePalmError extends DomainError {
  constructor(
    /** 'photo_too_small': too few pixels to read at all; otherwise what the hand gate found. */
    readonly reason: PalmRefusal,
  ) {
    super('unreadablePalm', { message: PALM_REFUSALS[reason] });
    this.name = 'UnreadablePalmError';
  }
}
