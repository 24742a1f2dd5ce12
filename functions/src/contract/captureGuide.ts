/**
 * The capture guide's words (web/src/features/readings/guide/): what the camera screen says while
 * the hand model judges each frame on the device, one thing at a time. Each refusal of the hand gate
 * (PALM_REFUSALS, the words of a refused upload) has its short, live form here.
 */
import type { GateRefusal } from './errors.js';

export const GUIDE_WORDS = {
  no_hand: 'Show your palm',
  several_hands: 'One hand at a time',
  too_small: 'Move closer',
  palm_cut_off: 'Your whole palm, down to the wrist',
  closed_hand: 'Open your fingers',
  not_facing: 'Turn your palm to the camera',
  back_of_hand: 'Turn your palm to the camera',
  too_dark: 'More light',
  too_bright: 'Less light: out of the glare',
  blurred: 'Hold still',
} as const satisfies Record<GateRefusal, string>;

/** The frame would be read: the guide says so, and captures once the hand has held still. */
export const GUIDE_READY = 'Ready: hold still';
/** Said while the hand model loads, before the first verdict. */
export const GUIDE_STARTING = 'Getting the palm guide ready…';
