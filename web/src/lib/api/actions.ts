/** The API calls that change something. Screens decide what to show; these only talk to the server. */
import { API_PATHS, IDEMPOTENCY_HEADER, UPLOAD_FIELD } from '@contract/paths';
import {
  compatibilityEligibilitySchema,
  readingEligibilitySchema,
  readingSchema,
  type Reading,
} from '@contract/reading';
import { userSchema, type User } from '@contract/user';
import { apiRequest } from '../apiClient';

export async function signInWithServer(
  idToken: string,
  body: { displayName: string; referrerId?: string | null; shareId?: string | null },
): Promise<User> {
  const res = await apiRequest('POST', API_PATHS.authFirebase, body, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return userSchema.parse(await res.json());
}

export async function logout(): Promise<void> {
  await apiRequest('POST', API_PATHS.authLogout);
}

/** Uploads a palm photo; the idempotency key makes a retried upload count once. */
export async function uploadPalm(photo: Blob, filename: string, idempotencyKey: string): Promise<Reading> {
  const form = new FormData();
  form.set(UPLOAD_FIELD, photo, filename);
  const res = await apiRequest('POST', API_PATHS.readingsUpload, form, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return readingSchema.parse(await res.json());
}

/** Compares the user's palm with a friend's; the idempotency key makes a retried check count once. */
export async function createCompatibilityReading(
  partnerReadingShareId: string,
  idempotencyKey: string,
): Promise<Reading> {
  const res = await apiRequest(
    'POST',
    API_PATHS.readingsCompatibility,
    { partnerReadingShareId },
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return readingSchema.parse(await res.json());
}

export async function canGenerateReading(userId: string): Promise<boolean> {
  const res = await apiRequest('GET', API_PATHS.readingEligibility(userId));
  return readingEligibilitySchema.parse(await res.json()).canGenerateReading;
}

export async function canGenerateCompatibility(userId: string): Promise<boolean> {
  const res = await apiRequest('GET', API_PATHS.compatibilityEligibility(userId));
  return compatibilityEligibilitySchema.parse(await res.json()).canGenerateCompatibilityReading;
}
