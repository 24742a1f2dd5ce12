import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('reads photos with the real hand model unless told otherwise', () => {
    expect(loadConfig({}).handDetector).toBe('model');
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).handDetector).toBe('model');
  });

  it('allows the stand-in detector of drawn palms only inside the Functions emulator', () => {
    expect(loadConfig({ PALME_HAND_DETECTOR: 'drawn', FUNCTIONS_EMULATOR: 'true' }).handDetector).toBe('drawn');
    expect(() => loadConfig({ PALME_HAND_DETECTOR: 'drawn' })).toThrow(ConfigError);
    expect(() => loadConfig({ PALME_HAND_DETECTOR: 'drawn', FUNCTIONS_EMULATOR: 'false', K_SERVICE: 'api' })).toThrow(
      ConfigError,
    );
  });
});
