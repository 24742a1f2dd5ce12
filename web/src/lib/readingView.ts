/**
 * Reading content as the screens show it. The content arrives whole, in the one schema both tiers
 * share (contract/readingContent.ts, checked where the app receives it); older content was upgraded
 * on the server. Here is presentation only: keywords with spaces, the first reading's parts on the
 * first reading alone, the zodiac as one line, the words said of the owner to a visitor.
 */
import type { PalmReadingType } from '@contract/enums';
import type { CompatibilityReading, PalmReading, Reading } from '@contract/reading';
import type {
  CompatibilityContent,
  HandProfileNote,
  LifeAreaContent,
  LifeJourneyContent,
  PalmReadingContent,
  SourcedText,
} from '@contract/readingContent';
import { inThirdPerson } from '@contract/thirdPerson';
import { archetypeName, OUTCOME_DISPLAY } from './archetypes';

export type LifeAreaView = LifeAreaContent;

export interface PalmReadingView {
  isFirstReading: boolean;
  /**
   * Whose palm: the reader's own ('self': read from their hand profile, pooled over their own
   * photos), someone else's ('other': read from its photo alone), or not said (readings made before).
   */
  palmOf: 'self' | 'other' | null;
  /** A reading of one's own palm: how many photos of the hand it was read from, and a change of archetype said in words. */
  handProfile?: HandProfileNote;
  /** How the hand was read where it matters (fingertips estimated, lines not traced). */
  notes: string[];
  archetype: PalmReadingContent['userArchetype'];
  archetypeDescription: string;
  themeBackground: PalmReadingContent['themeBackground'];
  keyInsight: SourcedText;
  keyInsights: string[];
  /** Keywords with underscores shown as spaces. */
  keywords: string[];
  /** First readings only. */
  strengths?: string[];
  challenges?: string[];
  personalityInsight?: SourcedText;
  forecast: Omit<PalmReadingContent['forecast'], 'zodiacMatch'> & {
    /** The compatible signs in one line, on first readings. */
    zodiacMatch?: string;
  };
  love: LifeAreaView;
  career: LifeAreaView;
  health: PalmReadingContent['health'];
  lifeJourney: LifeJourneyContent;
  compatibleSigns: string[];
  fortunateMonths: string[];
  /** The archetype card's strengths: what the archetype is good at in general (absent on older readings). */
  archetypeStrengths?: string[];
}

export const isPalmReading = (reading: Reading): reading is PalmReading => reading.readingType !== 'COMPATIBILITY';
export const isCompatibilityReading = (reading: Reading): reading is CompatibilityReading =>
  reading.readingType === 'COMPATIBILITY';

/** A palm reading's content as its screens show it. */
export function palmReadingView(content: PalmReadingContent, readingType: PalmReadingType): PalmReadingView {
  const isFirstReading = readingType === 'FIRST_PALM_READING';
  const { zodiacMatch, ...forecast } = content.forecast;
  return {
    isFirstReading,
    palmOf: content.palmOf ?? null,
    handProfile: content.handProfile,
    notes: content.readingNotes ?? [],
    archetype: content.userArchetype,
    archetypeDescription: content.archetypeDescription,
    themeBackground: content.themeBackground,
    keyInsight: content.keyInsight,
    keyInsights: content.keyInsights,
    keywords: content.futureKeywords.map((word) => word.replace(/_/g, ' ')),
    strengths: isFirstReading ? content.strengths : undefined,
    challenges: isFirstReading ? content.challenges : undefined,
    personalityInsight: isFirstReading ? content.personalityInsight : undefined,
    forecast: {
      ...forecast,
      zodiacMatch: isFirstReading ? (zodiacMatch ?? content.compatibility).join(', ') : undefined,
    },
    love: content.love,
    career: content.career,
    health: content.health,
    lifeJourney: content.lifeJourney,
    compatibleSigns: content.compatibility,
    fortunateMonths: content.fortunateMonths,
    archetypeStrengths: content.archetypeStrengths,
  };
}

/** A compatibility result as its screens show it: its content as it came (partnerName null once forgotten). */
export type CompatibilityView = CompatibilityContent;

/** A reading in a few words, for pickers and lists: "Soulmates with Sam", "The Oracle reading". */
export function describeReading(reading: Reading): string {
  if (reading.readingType === 'COMPATIBILITY') {
    const { outcome, partnerName } = reading.content;
    return `${OUTCOME_DISPLAY[outcome].title}${partnerName ? ` with ${partnerName}` : ''}`;
  }
  return `${archetypeName(reading.content.userArchetype)} reading`;
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
    prediction: say(a.prediction),
    shadowTrait: say(a.shadowTrait),
  });
  return {
    ...view,
    notes: view.notes.map(say),
    archetypeDescription: say(view.archetypeDescription),
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
      text: say(view.lifeJourney.text),
      line: maybe(view.lifeJourney.line),
      prediction: say(view.lifeJourney.prediction),
      ritual: say(view.lifeJourney.ritual),
      shadowOmen: say(view.lifeJourney.shadowOmen),
    },
  };
}
