/**
 * Concrete images a reading uses at most once (decision 0020, "nothing said twice"): a reader notices
 * a key in the personality and again in a prediction, or a walk in health and again in the journey,
 * as the same sentence said twice. Each part of a reading is chosen in turn, and an option that would
 * bring back an image already used is left out, unless every option would.
 */
export const IMAGES: readonly RegExp[] = [
  /\bkeys?\b/i,
  /\bwalk(?:s|ed|ing)?\b/i,
  /\btables?\b/i,
  /\bold friends?\b|\bfriends? of (?:long standing|twenty years)\b/i,
  /\btool(?:s|box)?\b/i,
  /\bdrafts?\b/i,
  /\bsongs?\b/i,
  /\bshel(?:f|ves)\b/i,
  /\bcoffee\b/i,
  /\btickets?\b|\bsuitcases?\b|\bpacked bags?\b/i,
  /\bnotebooks?\b/i,
  /\blunch\b/i,
  /\bhobb(?:y|ies)\b/i,
  /\bscrews?\b/i,
  /\bblank (?:page|ticket|canvas)\b/i,
  /\bmanuals?\b/i,
  /\bqueues?\b/i,
  /\bcrooked (?:picture|frame)s?\b/i,
  /\bpattern under(?:neath)? the noise\b/i,
];
