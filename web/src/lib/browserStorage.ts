/**
 * Everything the app keeps in browser storage, under fixed keys (data/forgetDevice.ts clears what belongs to an account): local storage keeps the name, the referral, the device id
 * and the theme; session storage keeps the one-time redirect and the compatibility flow.
 * (ARCHITECTURE.md puts flow flags in Zustand; they are read once per screen and must survive a
 * full reload under these exact keys, so plain storage serves better. Zustand keeps the toast queue.)
 */
export const LOCAL_KEYS = {
  userName: 'userName',
  referrerId: 'referrerId',
  shareId: 'shareId',
  theme: 'theme',
  /** Set while this device keeps a signed-in account's data, so a session ended elsewhere can clear it. */
  accountOnDevice: 'accountOnDevice',
  /**
   * A random id of this browser, sent with each sign-in (never with anything else): the server keeps
   * its hash to tell a referral from its referrer's own second number. Like the theme, it belongs to
   * the device and stays when an account is forgotten.
   */
  deviceId: 'deviceId',
} as const;

export const SESSION_KEYS = {
  justLoggedIn: 'justLoggedIn',
  redirectAfterLogin: 'redirectAfterLogin',
  compatibilityFlow: 'compatibilityFlow',
  partnerReadingShareId: 'partnerReadingShareId',
  compatibilityPalmImage: 'compatibilityPalmImage',
  continueCompatibilityAfterAuth: 'continueCompatibilityAfterAuth',
  /** The inviter's name, so each step of the flow can say whom it leads to. */
  partnerName: 'partnerName',
} as const;

type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode, quota): behave as empty
  }
}

export const local = {
  get: (key: LocalKey): string | null => safely(() => localStorage.getItem(key), null),
  set: (key: LocalKey, value: string): void => safely(() => localStorage.setItem(key, value), undefined),
  remove: (key: LocalKey): void => safely(() => localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: SessionKey): string | null => safely(() => sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string): void => safely(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey): void => safely(() => sessionStorage.removeItem(key), undefined),
  flag: (key: SessionKey): boolean => safely(() => sessionStorage.getItem(key) === 'true', false),
};

/** This browser's random id (LOCAL_KEYS.deviceId), made on first use; null where storage is refused. */
export function deviceId(): string | null {
  const kept = local.get(LOCAL_KEYS.deviceId);
  if (kept) return kept;
  local.set(LOCAL_KEYS.deviceId, crypto.randomUUID().replaceAll('-', ''));
  return local.get(LOCAL_KEYS.deviceId);
}

/** Stores who shared a reading with this visitor, unless someone already did: the first one wins. */
export function rememberReferral(referrerId: string, shareId: string): void {
  if (local.get(LOCAL_KEYS.referrerId) || local.get(LOCAL_KEYS.shareId)) return;
  local.set(LOCAL_KEYS.referrerId, referrerId);
  local.set(LOCAL_KEYS.shareId, shareId);
}

export function clearCompatibilityFlow(): void {
  session.remove(SESSION_KEYS.compatibilityFlow);
  session.remove(SESSION_KEYS.partnerReadingShareId);
  session.remove(SESSION_KEYS.compatibilityPalmImage);
  session.remove(SESSION_KEYS.continueCompatibilityAfterAuth);
  session.remove(SESSION_KEYS.partnerName);
}

/** Someone invited to compare palms, on their way to the result: whom with, and how far along. */
export function compatibilityFlowStep(): { partnerName: string; step: 'palm' | 'account' } | null {
  if (!session.flag(SESSION_KEYS.compatibilityFlow) || !session.get(SESSION_KEYS.partnerReadingShareId)) return null;
  return {
    partnerName: session.get(SESSION_KEYS.partnerName) ?? 'your friend',
    step: session.get(SESSION_KEYS.compatibilityPalmImage) ? 'account' : 'palm',
  };
}
