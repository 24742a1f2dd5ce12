/** The sizes a photo is read at. */
import { MIN_PHOTO_SIDE } from '../../contract/errors.js';

/**
 * Longest side of the image the hand is found and measured on: large enough for real phone framings.
 * The capture guide scales camera frames to it too, so the device judges what the server will.
 */
export const ANALYSIS_LONG_SIDE = 960;

/** The shortest side a photo may have and still be read (refused from its header below it). */
export { MIN_PHOTO_SIDE };
