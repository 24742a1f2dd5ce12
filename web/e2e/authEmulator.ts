/** The Auth emulator's REST side: the codes it "texted", read the way Firebase's own tests do. */
const AUTH_HOST = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT_ID = 'demo-palme';

interface VerificationCode {
  code: string;
  phoneNumber: string;
  sessionInfo: string;
}

async function codesTo(phoneNumber: string): Promise<VerificationCode[]> {
  const res = await fetch(`${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes = [] } = (await res.json()) as { verificationCodes?: VerificationCode[] };
  return verificationCodes.filter((c) => c.phoneNumber === phoneNumber);
}

/** How many codes were sent to a phone number so far. */
export async function codesSentTo(phoneNumber: string): Promise<number> {
  return (await codesTo(phoneNumber)).length;
}

/** The newest code sent to a phone number (waits for it to arrive). */
export async function latestCodeFor(phoneNumber: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mine = await codesTo(phoneNumber);
    if (mine.length > 0) return mine.at(-1)!.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No verification code for ${phoneNumber}`);
}

export function randomUsPhone(): { e164: string; national: string } {
  const line = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { e164: `+1555${line}`, national: `555${line}` };
}
