/** Sharing a reading's rules, decided in the use case over the store's transaction port (no emulator). */
import { describe, expect, it } from 'vitest';
import {
  newReadingRecord,
  newUserRecord,
  type ReadingKind,
  type ReadingRecord,
  type UserRecord,
} from '../domain/entities.js';
import type { PalmeStore } from '../domain/store.js';
import { memoryTransactions } from '../../test/memoryTransactions.js';
import { someCompatibilityContent, somePalmContent } from '../../test/readingContents.js';
import { changeReadingSharing } from './myData.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const LATER = new Date('2026-11-26T13:00:00Z');
let next = 0;
const id = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

function world() {
  const memory = memoryTransactions();
  const ports = { store: memory.store as PalmeStore, clock: () => LATER };
  const addUser = (changes: Partial<UserRecord> = {}) => {
    const user = {
      ...newUserRecord({ displayName: 'Ada', phoneNumber: '+1555', firebaseUid: id() }, id(), NOW),
      ...changes,
    };
    memory.state.users.set(user.id, user);
    return user;
  };
  const addReading = (
    owner: UserRecord,
    { readingType = 'FIRST_PALM_READING', ...changes }: Partial<Omit<ReadingRecord, 'content'>> = {},
  ) => {
    const kind: ReadingKind =
      readingType === 'COMPATIBILITY'
        ? { readingType, content: someCompatibilityContent() }
        : { readingType, content: somePalmContent('LOVER') };
    const reading: ReadingRecord = {
      ...newReadingRecord(
        {
          ...kind,
          userId: owner.id,
          ownerUid: owner.firebaseUid,
          imagePath: null,
          userArchetype: 'LOVER',
          measures: null,
        },
        id(),
        `share${id()}`,
        NOW,
      ),
      ...changes,
    };
    memory.state.readings.set(reading.id, reading);
    if (reading.isPublic) memory.state.shared.add(reading.shareId);
    return reading;
  };
  return { state: memory.state, ports, addUser, addReading };
}

describe("sharing one's reading", () => {
  it('hides and shows a palm reading with its projection, and keeps the photo choice', async () => {
    const w = world();
    const owner = w.addUser();
    const reading = w.addReading(owner);
    const hidden = await changeReadingSharing(w.ports, owner, reading.id, { isPublic: false });
    expect(hidden).toMatchObject({ isPublic: false, updatedAt: LATER });
    expect(w.state.shared.has(reading.shareId)).toBe(false);
    await changeReadingSharing(w.ports, owner, reading.id, { isPublic: true, sharePhoto: 'whole' });
    expect(w.state.readings.get(reading.id)).toMatchObject({ isPublic: true, sharePhoto: 'whole' });
    expect(w.state.shared.has(reading.shareId)).toBe(true);
  });

  it("refuses someone else's reading, an unknown one, a compatibility result and an account being deleted, changing nothing", async () => {
    const w = world();
    const owner = w.addUser();
    const other = w.addUser();
    const theirs = w.addReading(other);
    const result = w.addReading(owner, { readingType: 'COMPATIBILITY', isPublic: false });
    const mine = w.addReading(owner);
    const before = structuredClone(w.state);
    await expect(changeReadingSharing(w.ports, owner, theirs.id, { isPublic: false })).rejects.toMatchObject({
      kind: 'readingNotFound',
    });
    await expect(changeReadingSharing(w.ports, owner, id(), { isPublic: false })).rejects.toMatchObject({
      kind: 'readingNotFound',
    });
    await expect(changeReadingSharing(w.ports, owner, result.id, { isPublic: true })).rejects.toMatchObject({
      kind: 'invalidInput',
    });
    w.state.users.set(owner.id, { ...owner, deletingAt: NOW });
    before.users.set(owner.id, { ...owner, deletingAt: NOW });
    await expect(changeReadingSharing(w.ports, owner, mine.id, { isPublic: false })).rejects.toMatchObject({
      kind: 'accountDeleting',
    });
    expect(w.state).toEqual(before);
  });
});
