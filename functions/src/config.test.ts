import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('reads photos with the real hand model unless told otherwise', () => {
    expect(loadConfig({}).handDetectorModule).toBeNull();
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true' }).handDetectorModule).toBeNull();
  });

  it('allows the stand-in detector of drawn palms only inside the Functions emulator', () => {
    const standIn = '/tmp/drawnHandDetector.mjs';
    expect(loadConfig({ PALME_HAND_DETECTOR_MODULE: standIn, FUNCTIONS_EMULATOR: 'true' }).handDetectorModule).toBe(
      standIn,
    );
    expect(() => loadConfig({ PALME_HAND_DETECTOR_MODULE: standIn })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ PALME_HAND_DETECTOR_MODULE: standIn, FUNCTIONS_EMULATOR: 'false', K_SERVICE: 'api' }),
    ).toThrow(ConfigError);
  });
});
