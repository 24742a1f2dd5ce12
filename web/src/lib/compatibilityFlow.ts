/**
 * The compatibility flow across sign-in: a visitor's palm photo waits in the session (not uploaded)
 * until they have an account; then it becomes their first reading and the compatibility reading is made.
 */
import { canGenerateCompatibility, createCompatibilityReading, uploadPalm } from './api/actions';
import { clearCompatibilityFlow, session, SESSION_KEYS } from './browserStorage';

export const CAPTURE_FILENAME = 'palm-capture.jpg';

export function startCompatibilityFlow(partnerReadingShareId: string): void {
  session.set(SESSION_KEYS.compatibilityFlow, 'true');
  session.set(SESSION_KEYS.partnerReadingShareId, partnerReadingShareId);
}

export function inCompatibilityFlow(): boolean {
  return session.flag(SESSION_KEYS.compatibilityFlow) && Boolean(session.get(SESSION_KEYS.partnerReadingShareId));
}

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

export type FlowResult = { kind: 'result'; readingId: string } | { kind: 'not_eligible' };

/**
 * After sign-in: uploads the kept palm as the user's reading (if there is one), then creates the
 * compatibility reading. Clears the flow on success. `idempotencyKey` keeps a retry from paying twice.
 */
export async function finishCompatibilityFlow(
  user: { id: string; totalReadings: number },
  idempotencyKey: string,
): Promise<FlowResult> {
  const partnerShareId = session.get(SESSION_KEYS.partnerReadingShareId);
  if (!partnerShareId) throw new Error('The compatibility invitation was lost. Please open the link again.');
  const palm = keptPalm();
  // A returning user already has a palm reading to compare; a newcomer's kept palm becomes theirs.
  if (palm && user.totalReadings === 0) {
    await uploadPalm(dataUrlToBlob(palm), CAPTURE_FILENAME, idempotencyKey);
  }
  session.remove(SESSION_KEYS.compatibilityPalmImage);
  const userId = user.id;
  if (!(await canGenerateCompatibility(userId))) return { kind: 'not_eligible' };
  // The same key as the upload: the server keys readings by route and key, so the two never collide.
  const reading = await createCompatibilityReading(partnerShareId, idempotencyKey);
  clearCompatibilityFlow();
  return { kind: 'result', readingId: reading.id };
}
