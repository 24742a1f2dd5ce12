/**
 * Readings as the API sends them, for the web's component tests: a first palm reading and a
 * compatibility result, each with every field of its content (typed with the contract's content
 * types, so the type checker keeps them complete as the contract grows), and the user they belong to.
 */
import { API_PATHS } from '@contract/paths';
import type { CompatibilityReading, PalmReading } from '@contract/reading';
import type { CompatibilityContent, PalmReadingContent } from '@contract/readingContent';
import type { User } from '@contract/user';

export const READER_ID = 'user-noor';

/** The signed-in reader: one reading left, no Premium. */
export const reader: User = {
  id: READER_ID,
  displayName: 'Noor',
  phoneNumber: '+15555550142',
  profileImage: null,
  archetype: 'VISIONARY',
  unlockedReadings: 1,
  unlockedCompatibility: 1,
  subscriptionStatus: null,
  subscriptionExpiresAt: null,
  isPremium: false,
  currentStreak: 2,
  lastReadingDate: '2026-11-27',
  totalReadings: 1,
  referralCount: 0,
  createdAt: '2026-11-20T09:12:00.000Z',
  updatedAt: '2026-11-27T08:30:00.000Z',
};

/** Everything a first palm reading says, for tests that make variants of it. */
export const palmContent: PalmReadingContent = {
  archetype: 'VISIONARY',
  userArchetype: 'VISIONARY',
  archetypeDescription:
    'Visionaries see the shape of things before they exist, and carry others toward it with their conviction.',
  themeBackground: 'cosmic',
  keyInsight: {
    text: 'Your head line runs long and straight: you think a plan through to its end before you take the first step.',
    source: 'Head line: long and straight',
  },
  keyInsights: [
    'You trust the picture in your mind more than the noise around you.',
    'Patience is the quiet engine of your ambition.',
  ],
  futureKeywords: ['bold_beginnings', 'clear_sight', 'quiet_courage'],
  forecast: {
    mood: 'Focused and hopeful',
    luckWindow: 'Late afternoon',
    fortunateMonth: 'March',
    zodiacMatch: ['Aquarius', 'Sagittarius'],
    doToday: 'Write down the idea you keep coming back to.',
    dontToday: 'Do not wait for permission to begin.',
    why: 'Your long fingers read as a mind that likes to plan ahead.',
  },
  love: {
    text: 'Your heart line curves gently upward: you love openly and remember every kindness.',
    line: 'Your heart line ends between your first two fingers.',
    prediction: 'A conversation this season brings you closer to someone you already know.',
    theme: 'Warmth',
    source: 'Heart line: curved, ending between the index and middle fingers',
    shadowTrait: 'You can give so much that you forget to ask for anything back.',
  },
  career: {
    text: 'Your head line reaches far across your palm: you are at your best with a long project.',
    line: 'Your head line runs almost to the edge of your palm.',
    prediction: 'Work you started quietly is noticed before the year ends.',
    theme: 'Vision',
    source: 'Head line: long, reaching the percussion edge',
    shadowTrait: 'You may dismiss ideas that are not yet as clear as your own.',
  },
  health: {
    text: 'Your life line sweeps wide around your thumb: you recover well when you rest well.',
    prediction: 'A steadier evening routine gives you more energy by spring.',
    theme: 'Balance',
    source: 'Life line: wide arc around the thumb',
    shadowTrait: 'You push on long after you should have stopped.',
    focusArea: 'Sleep and rest',
  },
  focusArea: 'Sleep and rest',
  lifeJourney: {
    milestone: 'A turning point in your early thirties',
    text: 'Your life line is deep and unbroken: your path is steady, with one clear change of direction.',
    line: 'Your life line runs deep and unbroken to your wrist.',
    prediction: 'A move or a new role opens the next chapter.',
    ritual: 'On the first day of each month, write one thing you want to grow.',
    shadowOmen: 'Holding on to a plan after it has served you.',
    source: 'Life line: deep, unbroken',
    keyAge: 32,
  },
  compatibility: ['Aquarius', 'Sagittarius', 'Gemini'],
  fortunateMonths: ['March', 'July'],
  archetypeStrengths: ['Foresight', 'Conviction', 'Independence'],
  forecastDate: '2026-11-27',
  strengths: ['You see where things are heading.', 'You keep going when others stop.'],
  challenges: ['Waiting for others to catch up.', 'Letting a plan change.'],
  personalityInsight: {
    text: 'Your long fingers for your palm read as a thoughtful mind that enjoys detail.',
    source: 'Finger length: long for the palm',
  },
  shareLine: 'A head line this long and straight is found in about one palm in five.',
  readingNotes: ['Your fingertips were estimated: they were close to the edge of the photo.'],
  palmOf: 'self',
  handProfile: { photos: 1, note: 'Read from one photo of your hand.' },
};

/** The reader's first palm reading, as the dashboard lists it. */
export const palmReading: PalmReading = {
  id: 'reading-palm-1',
  userId: READER_ID,
  imageUrl: API_PATHS.image('reading-palm-1'),
  readingType: 'FIRST_PALM_READING',
  lifeArea: null,
  userArchetype: 'VISIONARY',
  compatibilityOutcome: null,
  partnerUserId: null,
  keyInsight: palmContent.keyInsight.text,
  status: 'completed',
  shareId: 'share-palm-1',
  content: palmContent,
  palmLines: null,
  viewCount: 3,
  isPublic: true,
  sharePhoto: 'palm',
  createdAt: '2026-11-27T08:30:00.000Z',
  updatedAt: '2026-11-27T08:30:00.000Z',
};

export const compatibilityContent: CompatibilityContent = {
  outcome: 'KINDRED_FRIENDS',
  outcomeTitle: 'Kindred Friends',
  outcomeDescription: 'You and Maya keep the same rhythm: your hands read as two people who feel at home together.',
  userArchetype: 'VISIONARY',
  partnerArchetype: 'FREE_SPIRIT',
  partnerName: 'Maya',
  strengths: ['You plan the journey; Maya finds the detours worth taking.', 'You both say what you mean.'],
  challenges: ['Your patience meets her restlessness.'],
  guidance: 'Leave room in your plans for her surprises, and let her see where you are heading.',
};

/** A compatibility result Maya made through the reader's invitation. */
export const compatibilityReading: CompatibilityReading = {
  id: 'reading-compat-1',
  userId: READER_ID,
  imageUrl: null,
  readingType: 'COMPATIBILITY',
  lifeArea: null,
  userArchetype: 'VISIONARY',
  compatibilityOutcome: 'KINDRED_FRIENDS',
  partnerUserId: 'user-maya',
  keyInsight: compatibilityContent.outcomeTitle,
  status: 'completed',
  shareId: 'share-compat-1',
  content: compatibilityContent,
  viewCount: 0,
  isPublic: true,
  createdAt: '2026-11-27T10:05:00.000Z',
  updatedAt: '2026-11-27T10:05:00.000Z',
};
