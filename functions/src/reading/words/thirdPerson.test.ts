/**
 * A reading told to a visitor (contract/thirdPerson.ts): over every text the engine writes for the
 * synthetic population, no sentence still speaks to the reader except advice, said as the owner's;
 * and sentences whose grammar the rules decide read as a person would write them.
 */
import { describe, expect, it } from 'vitest';
import { inThirdPerson, isAdvice } from '../../contract/thirdPerson.js';
import { populationHands } from '../../../test/handPopulation.js';
import { generatePalmReading } from './generatePalmReading.js';

/** Every prose text of a reading a visitor reads (the shared page, the invitation, the link preview). */
function proseOf(content: ReturnType<typeof generatePalmReading>): string[] {
  const areas = [content.love, content.career, content.health];
  return [
    content.archetypeDescription,
    content.keyInsight.text,
    content.personalityInsight?.text,
    ...(content.readingNotes ?? []),
    ...(content.strengths ?? []),
    ...(content.challenges ?? []),
    ...areas.flatMap((a) => [a.text, a.line, a.prediction, a.shadowTrait]),
    content.lifeJourney.line,
    content.health.focusArea,
    content.lifeJourney.milestone,
    content.lifeJourney.text,
    content.lifeJourney.prediction,
    content.forecast.doToday,
    content.forecast.dontToday,
  ].filter((t): t is string => Boolean(t));
}

const SECOND_PERSON = /\b(?:you|your|yours|yourself|you're|you'll|you've|you'd)\b/i;

describe('a reading told of its owner', () => {
  const texts = new Set<string>();
  for (const [i, hand] of populationHands(400).entries()) {
    for (const day of ['2026-11-26', '2026-12-01']) {
      const reading = generatePalmReading(hand, i % 2 ? 'FIRST_PALM_READING' : 'FULL_ANALYSIS', day);
      for (const text of proseOf(reading)) texts.add(text);
    }
  }

  it('never speaks to the reader, except in advice said to be the owner’s', () => {
    expect(texts.size).toBeGreaterThan(300);
    const leftovers: string[] = [];
    for (const text of texts) {
      const told = inThirdPerson(text, 'Maya');
      // Advice runs from "For Maya:" to the next sentence that is not advice.
      const outsideAdvice = told.split(/(?<=[.!?])\s+/).filter((sentence, i, all) => {
        if (sentence.startsWith('For Maya: ')) return false;
        const previous = all.slice(0, i).reverse();
        const inRun = previous.length > 0 && isAdvice(sentence) && previous.some((s) => s.startsWith('For Maya: '));
        return !inRun;
      });
      if (outsideAdvice.some((sentence) => SECOND_PERSON.test(sentence))) leftovers.push(`${text}\n  → ${told}`);
    }
    expect(leftovers).toEqual([]);
  });

  it('names the owner once in a text, then says "they"', () => {
    const told = inThirdPerson(
      'Your thumb is a little short for your hand: you lead with warmth and save your stubborn streak for what counts.',
      'Maya',
    );
    expect(told).toBe(
      "Maya's thumb is a little short for their hand: they lead with warmth and save their stubborn streak for what counts.",
    );
  });

  it('gives a named subject its verb, and its clause’s further verbs, in the right form', () => {
    expect(
      inThirdPerson('You decide in the doorway, move before the plan is dry, and make it work on the way.', 'Maya'),
    ).toBe('Maya decides in the doorway, moves before the plan is dry, and makes it work on the way.');
    expect(inThirdPerson('You are steady enough that people forget you have bad days too.', 'Maya')).toBe(
      'Maya is steady enough that people forget they have bad days too.',
    );
    expect(inThirdPerson("You don't rush, and you rarely say so.", 'Maya')).toBe(
      "Maya doesn't rush, and they rarely say so.",
    );
    expect(inThirdPerson('Someone senior will notice a detail only you caught.', 'Maya')).toBe(
      'Someone senior will notice a detail only Maya caught.',
    );
  });

  it('tells a subject from an object', () => {
    expect(inThirdPerson('A clear plan calms you more than any pep talk.', 'Maya')).toBe(
      'A clear plan calms Maya more than any pep talk.',
    );
    expect(inThirdPerson('Quiet hours repay you twice, and you know it.', 'Maya')).toBe(
      'Quiet hours repay Maya twice, and they know it.',
    );
    expect(inThirdPerson('You give gifts that prove you were listening.', 'Maya')).toBe(
      'Maya gives gifts that prove they were listening.',
    );
  });

  it('keeps advice as advice to the owner, said once for a run of it', () => {
    expect(
      inThirdPerson(
        'An old flame gets in touch. You will know within a minute. Let yourself enjoy it. Then decide.',
        'Maya',
      ),
    ).toBe('An old flame gets in touch. Maya will know within a minute. For Maya: let yourself enjoy it. Then decide.');
    expect(inThirdPerson('This week, finish one idea before you announce the next.', 'Maya')).toBe(
      'For Maya: this week, finish one idea before you announce the next.',
    );
  });

  it('says "they" where the owner left no name', () => {
    expect(inThirdPerson('Your heart line runs long: you love with a long memory.', null)).toBe(
      'Their heart line runs long: they love with a long memory.',
    );
  });
});
