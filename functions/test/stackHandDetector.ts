/**
 * The hand detector of the local stack that `npm test` and `npm run bench` start (drawnPalms.ts
 * bundles it): the drawn palms of the journeys by the stand-in, whose layout it knows, and anything
 * else (a real photo, such as the capture guide's journey sends) by the real model, as in production.
 */
import { createMediapipeHandDetector } from '../src/reading/hand/mediapipeHands.js';
import type { HandDetector } from '../src/reading/hand/landmarks.js';
import { createHandDetector as createDrawnHandDetector } from './drawnHandDetector.js';

export function createHandDetector(): HandDetector {
  const drawn = createDrawnHandDetector();
  const real = createMediapipeHandDetector();
  return {
    async detect(image) {
      const found = await drawn.detect(image);
      return found.length > 0 ? found : real.detect(image);
    },
  };
}
