/**
 * Compatibility, in one place: the invitation flow across sign-in (a visitor's palm photo waits in
 * the session, not uploaded, until they have an account; then it becomes their first reading and
 * the check is made), the eligibility question, and the check itself as a mutation that is paid
 * once on retry and shows on the dashboard at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, IDEMPOTENCY_HEADER } from '@contract/paths';
import { ERROR_CODES } from '@contract/errorCodes';
import { compatibilityReadingSchema, type CompatibilityReading } from '@contract/reading';
import { apiRequest } from '../lib/apiClient';
import { hasErrorCode } from '../lib/apiErrors';
import { clearCompatibilityFlow, session, SESSION_KEYS } from '../lib/browserStorage';
import { offlineStore } from '../lib/offline/offlineStore';
import { addNewReading, uploadPalm } from './readings';

export const CAPTURE_FILENAME = 'palm-capture.jpg';

/** The server's answer when the user has no compatibility check left (and no Premium): Premium is next. */
export const isOutOfCompatibility = (err: unknown): boolean => hasErrorCode(err, ERROR_CODES.noCompatibilityLeft);

/** Compares the user's palm with a friend's; the idempotency key makes a retried check count once. */
export async function createCompatibilityReading(
  partnerReadingShareId: string,
  idempotencyKey: string,
): Promise<CompatibilityReading> {
  const res = await apiRequest(
    'POST',
    API_PATHS.readingsCompatibility,
    { partnerReadingShareId },
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return compatibilityReadingSchema.parse(await res.json());
}

/**
 * The idempotency key belongs to one check the person asked for: a retry of it (a lost answer, a
 * second tap) reuses the key, so the server makes one reading and spends one credit. The new result
 * belongs in the readings list, and a credit was spent. (Sign-in finishes the flow with a full page
 * load, so only screens that stay in the app need the invalidation.)
 */
export function useCreateCompatibilityReading() {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: () => ({ since: offlineStore.generation() }),
    mutationFn: ({ partnerShareId, idempotencyKey }: { partnerShareId: string; idempotencyKey: string }) =>
      createCompatibilityReading(partnerShareId, idempotencyKey),
    onSuccess: (reading, _variables, { since }) => addNewReading(queryClient, reading, since),
  });
}

export function startCompatibilityFlow(partnerReadingShareId: string, partnerName: string | null): void {
  session.set(SESSION_KEYS.compatibilityFlow, 'true');
  session.set(SESSION_KEYS.partnerReadingShareId, partnerReadingShareId);
  if (partnerName) session.set(SESSION_KEYS.partnerName, partnerName);
}

export function inCompatibilityFlow(): boolean {
  return session.flag(SESSION_KEYS.compatibilityFlow) && Boolean(session.get(SESSION_KEYS.partnerReadingShareId));
}

/** The share id of the friend's reading the flow compares with. */
export function flowPartnerShareId(): string | null {
  return session.get(SESSION_KEYS.partnerReadingShareId);
}

export { clearCompatibilityFlow };

/** Keeps the captured palm in the session as a data URL. */
export async function keepPalmInSession(photo: Blob): Promise<void> {
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(photo);
  });
  session.set(SESSION_KEYS.compatibilityPalmImage, dataUrl);
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', base64 = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

export function keptPalm(): string | null {
  return session.get(SESSION_KEYS.compatibilityPalmImage);
}

export function shouldContinueAfterAuth(): boolean {
  return session.flag(SESSION_KEYS.continueCompatibilityAfterAuth) && inCompatibilityFlow();
}

/** Where the flow ended: a result (by the share id its link carries), or no credit left. */
export type FlowResult = { kind: 'result'; shareId: string } | { kind: 'not_eligible' };

/**
 * After sign-in: uploads the kept palm as the user's reading (if there is one), then creates the
 * compatibility reading. Clears the flow on success. `idempotencyKey` keeps a retry from paying twice.
 */
async function finishCompatibilityFlow(
  user: { id: string; totalReadings: number },
  idempotencyKey: string,
): Promise<FlowResult> {
  const partnerShareId = flowPartnerShareId();
  if (!partnerShareId) throw new Error('The compatibility invitation was lost. Please open the link again.');
  const palm = keptPalm();
  // A returning user already has a palm reading to compare; a newcomer's kept palm becomes theirs.
  if (palm && user.totalReadings === 0) {
    await uploadPalm(dataUrlToBlob(palm), CAPTURE_FILENAME, idempotencyKey);
  }
  session.remove(SESSION_KEYS.compatibilityPalmImage);
  try {
    // The same key as the upload: the server keys readings by route and key, so the two never collide.
    const reading = await createCompatibilityReading(partnerShareId, idempotencyKey);
    clearCompatibilityFlow();
    return { kind: 'result', shareId: reading.shareId };
  } catch (err) {
    if (isOutOfCompatibility(err)) return { kind: 'not_eligible' };
    throw err;
  }
}

/**
 * Finishes the flow after sign-in (finishCompatibilityFlow). No cache to update: the page that
 * asks for it leaves with a full page load.
 */
export function useFinishCompatibilityFlow() {
  return useMutation({
    mutationFn: ({ user, idempotencyKey }: { user: { id: string; totalReadings: number }; idempotencyKey: string }) =>
      finishCompatibilityFlow(user, idempotencyKey),
  });
}
