import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PalmReadingContent } from '@contract/readingContent';
import { palmReadingView } from '../../lib/readingView';
import { palmContent } from '../../test/readingFixtures';
import { ReadingView } from './ReadingView';

afterEach(cleanup);

/** A reading made before hand profiles: nothing said of whose palm it is. */
const { palmOf: _palmOf, handProfile: _profile, ...before } = palmContent;

const own: Partial<PalmReadingContent> = {
  palmOf: 'self',
  handProfile: {
    photos: 3,
    note: 'Read from 3 photos of your hand.',
    change:
      'Your hand now reads as The Oracle, no longer The Visionary: across your photos, your palm measures longer for its breadth than it first did.',
  },
};

function show(content: Partial<PalmReadingContent>, mode: 'own' | 'shared', ownerName: string | null = null) {
  render(
    <ReadingView
      view={palmReadingView({ ...before, ...content }, 'FULL_ANALYSIS')}
      imageUrl={null}
      mode={mode}
      ownerName={ownerName}
      onShare={() => {}}
    />,
  );
}

describe('whose hand a reading says it read', () => {
  it('tells the owner from how many photos of their hand, and what moved', () => {
    show(own, 'own');
    expect(screen.getByText('Read from 3 photos of your hand.')).toBeTruthy();
    expect(screen.getByText(/^Your hand now reads as The Oracle, no longer The Visionary/)).toBeTruthy();
  });

  it('tells a visitor it is the sharer’s hand, without speaking to them as its owner', () => {
    show(own, 'shared', 'Maya');
    expect(screen.getByText("Read from 3 photos of Maya's hand.")).toBeTruthy();
    expect(screen.queryByText(/your hand/)).toBeNull();
  });

  it("marks someone else's palm, for its owner and for a visitor", () => {
    show({ palmOf: 'other' }, 'own');
    expect(screen.getByText("Someone else's palm")).toBeTruthy();
    expect(screen.getByText(/it does not change the reading of your own hand/)).toBeTruthy();
    cleanup();
    show({ palmOf: 'other' }, 'shared', 'Maya');
    expect(screen.getByText("Not Maya's own hand: read from this photo alone.")).toBeTruthy();
  });

  it('says nothing of it for a reading made before profiles', () => {
    show({}, 'own');
    expect(screen.queryByText(/photos? of your hand/)).toBeNull();
    expect(screen.queryByText("Someone else's palm")).toBeNull();
  });
});
