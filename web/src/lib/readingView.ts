/**
 * Reading content as the screens show it: whatever is stored (older readings may lack fields or
 * use the older names) becomes one complete shape, with the fallbacks of contract/fallbacks.ts where content is missing.
 */
import {
  FALLBACK_ARCHETYPE,
  FALLBACK_COMPATIBLE_SIGNS,
  FALLBACK_FOCUS_AREA,
  FALLBACK_FORTUNATE_MONTHS,
  FALLBACK_KEY_AGE,
  FALLBACK_KEY_INSIGHT,
  FALLBACK_KEY_INSIGHTS,
  FALLBACK_LIFE_AREA_TEXT,
} from '@contract/fallbacks';
import {
  COMPATIBILITY_OUTCOMES,
  THEME_BACKGROUNDS,
  type CompatibilityOutcome,
  type ReadingType,
  type ThemeBackground,
} from '@contract/enums';
import type { Reading } from '@contract/reading';
import { inThirdPerson } from '@contract/thirdPerson';
import { archetypeName, OUTCOME_DISPLAY } from './archetypes';
import {
  compatibilityContentInputSchema,
  palmReadingContentInputSchema,
  type PalmReadingContentInput,
} from '@contract/readingContent';

export interface Sourced {
  text: string;
  source?: string;
}

export interface LifeAreaView {
  text: string;
  /** The area's traced line in its own sentence (career: the head line). */
  line?: string;
  theme?: string;
  prediction?: string;
  source?: string;
  shadowTrait?: string;
}

export interface PalmReadingView {
  isFirstReading: boolean;
  /**
   * Whose palm: the reader's own ('self': read from their hand profile, pooled over their own
   * photos), someone else's ('other': read from its photo alone), or not said (readings made before).
   */
  palmOf: 'self' | 'other' | null;
  /** A reading of one's own palm: how many photos of the hand it was read from, and a change of archetype said in words. */
  handProfile?: { photos: number; note: string; change?: string };
  /** How the hand was read where it matters (fingertips estimated, lines not traced). */
  notes: string[];
  archetype: string;
  archetypeDescription?: string;
  themeBackground: ThemeBackground;
  keyInsight: Sourced;
  keyInsights: string[];
  /** Keywords with underscores shown as spaces. */
  keywords: string[];
  strengths?: string[];
  challenges?: string[];
  personalityInsight?: Sourced;
  forecast: {
    mood?: string;
    luckWindow?: string;
    fortunateMonth: string;
    zodiacMatch?: string;
    doToday?: string;
    dontToday?: string;
    /** Why today reads as it does (readings since it was written). */
    why?: string;
  };
  love: LifeAreaView;
  career: LifeAreaView;
  health: LifeAreaView & { focusArea: string };
  lifeJourney: {
    milestone: string;
    text?: string;
    /** The life line in its own sentence, where traced. */
    line?: string;
    prediction?: string;
    ritual?: string;
    shadowOmen?: string;
    source?: string;
    keyAge: number;
  };
  compatibleSigns: string[];
  fortunateMonths: string[];
  /** The archetype card's strengths: the archetype's own, else the reading's. */
  archetypeStrengths?: string[];
  keyAge: number;
}

const nonEmpty = (value: string | undefined | null): string | undefined => (value && value.trim() ? value : undefined);
const list = (value: string[] | undefined): string[] | undefined =>
  value && value.length > 0 ? value.filter(Boolean) : undefined;

function sourced(value: PalmReadingContentInput['keyInsight']): Sourced | undefined {
  if (typeof value === 'string') return nonEmpty(value) ? { text: value } : undefined;
  const text = nonEmpty(value?.text);
  return text ? { text, source: nonEmpty(value?.source) } : undefined;
}

function area(value: PalmReadingContentInput['love'], fallback: string): LifeAreaView {
  return {
    text: nonEmpty(value?.text) ?? fallback,
    line: nonEmpty(value?.line),
    theme: nonEmpty(value?.theme),
    prediction: nonEmpty(value?.prediction),
    source: nonEmpty(value?.source),
    shadowTrait: nonEmpty(value?.shadowTrait),
  };
}

export function normalizePalmContent(
  raw: unknown,
  readingType: ReadingType,
  userArchetype?: string | null,
): PalmReadingView {
  const parsed = palmReadingContentInputSchema.safeParse(raw);
  const c: PalmReadingContentInput = parsed.success ? parsed.data : {};
  const isFirstReading = readingType === 'FIRST_PALM_READING';
  const zodiac = c.forecast?.zodiacMatch;
  const zodiacList = typeof zodiac === 'string' ? nonEmpty(zodiac) : list(zodiac)?.join(', ');
  const fortunateMonths = list(c.fortunateMonths) ?? [...FALLBACK_FORTUNATE_MONTHS];
  const compatibleSigns = list(c.compatibility) ?? [...FALLBACK_COMPATIBLE_SIGNS];
  const keyAge = c.lifeJourney?.keyAge ?? FALLBACK_KEY_AGE;
  const theme = THEME_BACKGROUNDS.find((t) => t === c.themeBackground) ?? 'mystical';
  const profileNote = nonEmpty(c.handProfile?.note);
  return {
    isFirstReading,
    palmOf: c.palmOf === 'self' || c.palmOf === 'other' ? c.palmOf : null,
    handProfile: profileNote
      ? { photos: c.handProfile?.photos ?? 1, note: profileNote, change: nonEmpty(c.handProfile?.change) }
      : undefined,
    notes: list(c.readingNotes) ?? [],
    archetype: nonEmpty(c.userArchetype) ?? nonEmpty(c.archetype) ?? nonEmpty(userArchetype) ?? FALLBACK_ARCHETYPE,
    archetypeDescription: nonEmpty(c.archetypeDescription),
    themeBackground: theme,
    keyInsight: sourced(c.keyInsight) ?? { text: FALLBACK_KEY_INSIGHT },
    keyInsights: list(c.keyInsights) ?? [...FALLBACK_KEY_INSIGHTS],
    keywords: (list(c.futureKeywords) ?? []).map((word) => word.replace(/_/g, ' ')),
    strengths: isFirstReading ? list(c.strengths) : undefined,
    challenges: isFirstReading ? list(c.challenges) : undefined,
    personalityInsight: isFirstReading ? sourced(c.personalityInsight) : undefined,
    forecast: {
      mood: nonEmpty(c.forecast?.mood),
      luckWindow: nonEmpty(c.forecast?.luckWindow),
      doToday: nonEmpty(c.forecast?.doToday),
      dontToday: nonEmpty(c.forecast?.dontToday),
      why: nonEmpty(c.forecast?.why),
      fortunateMonth: nonEmpty(c.forecast?.fortunateMonth) ?? fortunateMonths[0]!,
      zodiacMatch: isFirstReading ? (zodiacList ?? compatibleSigns.join(', ')) : undefined,
    },
    love: area(c.love ?? c.romance, FALLBACK_LIFE_AREA_TEXT.love),
    career: area(c.career, FALLBACK_LIFE_AREA_TEXT.career),
    health: {
      ...area(c.health ?? c.family, FALLBACK_LIFE_AREA_TEXT.health),
      focusArea: nonEmpty(c.health?.focusArea) ?? nonEmpty(c.focusArea) ?? FALLBACK_FOCUS_AREA,
    },
    lifeJourney: {
      milestone: nonEmpty(c.lifeJourney?.milestone) ?? FALLBACK_LIFE_AREA_TEXT.lifeJourney,
      text: nonEmpty(c.lifeJourney?.text),
      line: nonEmpty(c.lifeJourney?.line),
      prediction: nonEmpty(c.lifeJourney?.prediction),
      ritual: nonEmpty(c.lifeJourney?.ritual),
      shadowOmen: nonEmpty(c.lifeJourney?.shadowOmen),
      source: nonEmpty(c.lifeJourney?.source),
      keyAge,
    },
    compatibleSigns,
    fortunateMonths,
    archetypeStrengths: list(c.archetypeStrengths) ?? list(c.strengths),
    keyAge,
  };
}

export interface CompatibilityView {
  outcome: CompatibilityOutcome;
  outcomeTitle?: string;
  outcomeDescription?: string;
  userArchetype: string;
  partnerArchetype: string;
  partnerName?: string;
  strengths: string[];
  challenges: string[];
  guidance?: string;
}

export function normalizeCompatibilityContent(raw: unknown, storedOutcome?: string | null): CompatibilityView {
  const parsed = compatibilityContentInputSchema.safeParse(raw);
  const c = parsed.success ? parsed.data : {};
  const outcome = COMPATIBILITY_OUTCOMES.find((o) => o === (c.outcome ?? storedOutcome)) ?? 'BALANCED_ALLIES';
  return {
    outcome,
    outcomeTitle: nonEmpty(c.outcomeTitle),
    outcomeDescription: nonEmpty(c.outcomeDescription),
    userArchetype: nonEmpty(c.userArchetype) ?? FALLBACK_ARCHETYPE,
    partnerArchetype: nonEmpty(c.partnerArchetype) ?? FALLBACK_ARCHETYPE,
    partnerName: nonEmpty(c.partnerName),
    strengths: list(c.strengths) ?? [],
    challenges: list(c.challenges) ?? [],
    guidance: nonEmpty(c.guidance),
  };
}

/** A reading in a few words, for pickers and lists: "Soulmates with Sam", "The Oracle reading". */
export function describeReading(reading: Reading): string {
  if (reading.readingType === 'COMPATIBILITY') {
    const view = normalizeCompatibilityContent(reading.content, reading.compatibilityOutcome);
    return `${OUTCOME_DISPLAY[view.outcome].title}${view.partnerName ? ` with ${view.partnerName}` : ''}`;
  }
  return `${archetypeName(reading.userArchetype ?? FALLBACK_ARCHETYPE)} reading`;
}

/**
 * A palm reading as a visitor reads it (a shared page, an invitation): its words speak of its owner,
 * `name` ("Maya's long fingers…"), not to the reader; its advice stays the owner's, said as theirs.
 * What is not prose (archetype, keywords, themes, sources, times) is left as it is.
 */
export function aboutOwner(view: PalmReadingView, name: string | null): PalmReadingView {
  const say = (text: string) => inThirdPerson(text, name);
  const maybe = (text: string | undefined) => (text === undefined ? undefined : say(text));
  const area = <T extends LifeAreaView>(a: T): T => ({
    ...a,
    text: say(a.text),
    line: maybe(a.line),
    prediction: maybe(a.prediction),
    shadowTrait: maybe(a.shadowTrait),
  });
  return {
    ...view,
    notes: view.notes.map(say),
    archetypeDescription: maybe(view.archetypeDescription),
    keyInsight: { ...view.keyInsight, text: say(view.keyInsight.text) },
    strengths: view.strengths?.map(say),
    challenges: view.challenges?.map(say),
    personalityInsight: view.personalityInsight && {
      ...view.personalityInsight,
      text: say(view.personalityInsight.text),
    },
    forecast: {
      ...view.forecast,
      doToday: maybe(view.forecast.doToday),
      dontToday: maybe(view.forecast.dontToday),
      why: maybe(view.forecast.why),
    },
    love: area(view.love),
    career: area(view.career),
    health: { ...area(view.health), focusArea: say(view.health.focusArea) },
    lifeJourney: {
      ...view.lifeJourney,
      milestone: say(view.lifeJourney.milestone),
      text: maybe(view.lifeJourney.text),
      line: maybe(view.lifeJourney.line),
      prediction: maybe(view.lifeJourney.prediction),
      ritual: maybe(view.lifeJourney.ritual),
      shadowOmen: maybe(view.lifeJourney.shadowOmen),
    },
  };
}
