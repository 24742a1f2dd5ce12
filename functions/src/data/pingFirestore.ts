import type { Firestore } from 'firebase-admin/firestore';

/** A cheap read that proves Firestore answers, bounded so a dead emulator cannot hang a request. */
export async function pingFirestore(db: Firestore, timeoutMs = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Firestore did not answer in time')), timeoutMs);
  });
  try {
    await Promise.race([db.collection('_health').doc('ping').get(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
