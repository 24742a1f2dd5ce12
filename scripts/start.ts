/** `npm start`: build the app and the API, start the local Firebase stack, and keep it running until Ctrl-C. */
import { join } from 'node:path';
import { buildAll } from './buildAll.js';
import { loadEnvFile } from './loadEnvFile.js';
import { APP_URL, PORTS, ROOT, StackError, startStack, stopOnSignals } from './stack.js';

const dataDir = join(ROOT, '.data');
const env = loadEnvFile(join(ROOT, '.env'));

try {
  buildAll(env);
  console.log('Starting the local Firebase stack (first start takes about 20 s)...');
  const stack = await startStack({ dataDir, persist: true, logFile: join(dataDir, 'emulators.log'), env });
  stopOnSignals(stack, () => console.log('\nStopping the emulators and saving local data to .data/ ...'));
  const firestore =
    stack.firestoreKind === 'gcloud' ? "Google Cloud's Firestore emulator" : "the Firebase CLI's emulator";
  console.log(
    [
      '',
      `  Palme is running at ${APP_URL}`,
      '',
      `  App (Hosting emulator)   ${APP_URL}`,
      `  API health               ${APP_URL}/api/v1/health`,
      `  Functions emulator       http://127.0.0.1:${PORTS.functions}`,
      `  Auth emulator            http://127.0.0.1:${PORTS.auth}`,
      `  Firestore emulator       http://127.0.0.1:${PORTS.firestore}  (${firestore})`,
      '',
      '  Local data is kept in .data/ between runs; emulator logs: .data/emulators.log',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} catch (err) {
  console.error(err instanceof StackError ? `\n${err.message}\n` : err);
  process.exit(1);
}
