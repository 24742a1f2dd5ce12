/** Vitest global setup: the API and rules suites run against real emulators, so say clearly when they are missing. */
export default async function requireEmulators(): Promise<void> {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} not set. Run the tests with \`npm test\`, which starts the Firestore and Auth emulators.`,
    );
  }
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(`No Firestore emulator answers at ${host}. Run the tests with \`npm test\`.`);
  }
}
