/**
 * Sign in with a verified phone identity: the first sign-in creates the user (and, for a newcomer
 * who came through a friend's link, a pending referral, counted at their first reading:
 * spendOnReading); later sign-ins update the name. The rules are decided here, in one transaction
 * of the store (StoreTransaction). Every sign-in starts a new session and ends
 * the one the request came with.
 */
import { ERROR_DETAILS } from '../contract/errors.js';
import { DomainError } from '../domain/DomainError.js';
import { MAX_DEVICE_KEYS, newUserRecord, type SessionRecord, type UserRecord } from '../domain/entities.js';
import { IdentityError } from '../domain/identity.js';
import { isShareId, isUuid } from '../domain/ids.js';
import type { StoreTransaction } from '../domain/store.js';
import { deleteMyAccount, deletionStalled } from './myData.js';
import type { Ports } from './ports.js';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type SignInPorts = Pick<Ports, 'store' | 'identity' | 'clock' | 'ids' | 'blobs' | 'payments'>;

/** What signing in found: the account to enter, or an account whose deletion stalled and must finish first. */
type Entered = { user: UserRecord; stalled?: undefined } | { stalled: UserRecord; user?: undefined };

export interface SignInRequest {
  identity: VerifiedPhone;
  displayName: string;
  referrerId: string | null;
  shareId: string | null;
  /** The hash of the device (browser) signing in, if it has one (http/authRouter.ts: a hash of the browser's deviceId). */
  deviceKey: string | null;
  /** The session the request came with, if any: it ends here. */
  previousSessionId: string | null;
}

export interface SignedInAs {
  user: UserRecord;
  session: SessionRecord;
}

export interface VerifiedPhone {
  uid: string;
  phoneNumber: string;
}

/** Checks the identity token from phone sign-in (null when the request carried none) before anything else. */
export async function verifyPhoneIdentity(
  ports: Pick<Ports, 'identity'>,
  idToken: string | null,
): Promise<VerifiedPhone> {
  if (!idToken) {
    throw new DomainError('authFailed', { details: ERROR_DETAILS.identity.missing });
  }
  let identity;
  try {
    identity = await ports.identity.verifyIdToken(idToken);
  } catch (err) {
    if (err instanceof IdentityError && err.reason === 'unavailable') {
      throw new DomainError('authUnavailable', { details: ERROR_DETAILS.identity.unavailable, cause: err });
    }
    throw new DomainError('authFailed', {
      details: err instanceof IdentityError ? ERROR_DETAILS.identity[err.reason] : undefined,
      cause: err,
    });
  }
  if (!identity.phoneNumber) throw new DomainError('authFailed', { details: ERROR_DETAILS.identity.notPhone });
  return { uid: identity.uid, phoneNumber: identity.phoneNumber };
}

/**
 * The user this identity signs in as, in one transaction: the one its uid or number is linked to
 * (named again, relinked where the uid or number is new to them), or a new user with the starter
 * credits, unless the number already had them once (an account deleted and re-created), and a
 * pending referral when a friend's link brought them. Never a way back into an account being
 * deleted; never a referral of oneself, by a re-created number or to someone deleting theirs.
 */
async function enterAccount(
  tx: StoreTransaction,
  request: SignInRequest,
  now: Date,
  newUserId: string,
): Promise<Entered> {
  const { uid, phoneNumber } = request.identity;
  const known = await tx.identity(uid, phoneNumber);
  const knownId = known.byUid ?? known.byPhone;
  const existing = knownId ? await tx.user(knownId) : null;
  if (existing) {
    if (deletionStalled(existing, now)) {
      return { stalled: existing };
    }
    if (existing.deletingAt) throw new DomainError('accountDeleting');
    const changes: Partial<UserRecord> = {
      displayName: request.displayName,
      updatedAt: now,
      ...withDevice(existing, request.deviceKey),
    };
    if (existing.firebaseUid !== uid) changes.firebaseUid = uid;
    if (!known.byUid) tx.linkUid(uid, existing.id);
    if (existing.phoneNumber !== phoneNumber && !known.byPhone) {
      changes.phoneNumber = phoneNumber;
      tx.linkPhone(phoneNumber, existing.id);
    }
    tx.updateUser(existing.id, changes);
    return { user: { ...existing, ...changes } };
  }

  // (A link left by a user who no longer exists is taken over.)
  const recreated = known.starterGranted;
  const user = newUserRecord(
    {
      displayName: request.displayName,
      phoneNumber,
      firebaseUid: uid,
      ...(recreated ? { unlockedReadings: 0, unlockedCompatibility: 0 } : {}),
    },
    newUserId,
    now,
  );
  Object.assign(user, withDevice(user, request.deviceKey));
  tx.createUser(user);
  tx.linkUid(uid, user.id);
  tx.linkPhone(phoneNumber, user.id);
  if (!recreated) tx.recordStarterGrant(phoneNumber, now);

  const { referrerId, shareId, deviceKey } = request;
  const referrer =
    !recreated && referrerId && isUuid(referrerId) && referrerId !== user.id ? await tx.user(referrerId) : null;
  if (referrer && !referrer.deletingAt && !(await selfReferral(tx, referrer, uid, deviceKey))) {
    tx.createReferral({
      id: user.id,
      referrerId: referrer.id,
      referredUserId: user.id,
      shareId: shareId && isShareId(shareId) ? shareId : null,
      status: 'pending',
      deviceKey,
      createdAt: now,
    });
  }
  return { user };
}

/** The user's devices with this one added (the latest MAX_DEVICE_KEYS); nothing to change without one. */
function withDevice(user: Pick<UserRecord, 'deviceKeys'>, deviceKey: string | null): Partial<UserRecord> {
  if (!deviceKey || user.deviceKeys.at(-1) === deviceKey) return {};
  return { deviceKeys: [...user.deviceKeys.filter((k) => k !== deviceKey), deviceKey].slice(-MAX_DEVICE_KEYS) };
}

/**
 * Whether a new account looks like its referrer's own, from what can be known at sign-up: the same
 * Firebase identity; a device the referrer signed in from (their second number, on their phone); or
 * a device that already brought a referral (a device counts for its first referrer only, so one phone
 * cycling through numbers brings one). A device without a key (cookies refused) is judged on the rest;
 * the referrer's daily cap (domain/credits.ts) bounds what gets through.
 */
async function selfReferral(
  tx: StoreTransaction,
  referrer: UserRecord,
  uid: string,
  deviceKey: string | null,
): Promise<boolean> {
  if (referrer.firebaseUid === uid) return true;
  if (!deviceKey) return false;
  return referrer.deviceKeys.includes(deviceKey) || (await tx.deviceReferred(deviceKey));
}

export async function signIn(ports: SignInPorts, request: SignInRequest): Promise<SignedInAs> {
  const { store, clock, ids } = ports;
  const now = clock();
  const newUserId = ids.uuid();
  const enter = () => store.transaction((tx) => enterAccount(tx, request, now, newUserId));
  let entered = await enter();
  if (entered.stalled) {
    // The number's owner is back after a deletion that never finished: it finishes now (as asking
    // again would have), and the number signs up afresh.
    await deleteMyAccount(ports, entered.stalled);
    entered = await enter();
  }
  if (!entered.user) throw new DomainError('accountDeleting');
  const user = entered.user;
  if (request.previousSessionId) await store.deleteSession(request.previousSessionId);
  const session: SessionRecord = {
    sid: ids.sessionId(),
    sess: { userId: user.id, firebaseUid: request.identity.uid },
    expire: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await store.createSession(session);
  return { user, session };
}

/** Ends a session; ending one that is already gone is fine. */
export async function signOut(ports: Pick<Ports, 'store'>, sessionId: string): Promise<void> {
  await ports.store.deleteSession(sessionId);
}

/**
 * Ends every session of the user, on every device, and revokes the Firebase tokens of the identity
 * this session signed in with (a token captured on a lost phone cannot sign in again); says how many
 * sessions ended.
 */
export async function signOutEverywhere(
  ports: Pick<Ports, 'store' | 'identity'>,
  userId: string,
  firebaseUid: string,
): Promise<number> {
  await ports.identity.revokeTokens(firebaseUid);
  return ports.store.deleteSessionsOf(userId);
}
