import './reading.css';
import { archetypeShortName } from '../../lib/archetypes';
import { ArchetypeIcon } from '../ArchetypeIcon';
import type { PalmReadingView } from '../../lib/readingView';
import { Button } from '../Button';
import type { PalmLines } from '@contract/reading';
import { DailyForecast } from './DailyForecast';
import { LifeAreas } from './LifeAreas';
import { PalmPhotoWithLines } from './PalmLinesOverlay';
import { List, SourceLine } from './readingParts';

export interface ReadingViewProps {
  view: PalmReadingView;
  imageUrl: string | null;
  imageAlt?: string;
  /** Whose reading this is (kept with the saved image so logout can forget it); null for shared readings. */
  imageOwnerId?: string | null;
  /** The lines traced on the photo, drawn over it on request; absent for older readings. */
  palmLines?: PalmLines | null;
  mode: 'own' | 'shared';
  /** On a shared page: the name of the person who shared it, to say whose hand it is. */
  ownerName?: string | null;
  onShare(): void;
  onGetOwnReading?(): void;
  onCheckCompatibility?(): void;
}

/**
 * Whose hand was read, and from how many photos: the owner reads the server's own words (and a
 * change of archetype); a visitor reads them of the person who shared it.
 */
function WhoseHand({ view, shared, ownerName }: { view: PalmReadingView; shared: boolean; ownerName: string | null }) {
  const whose = ownerName ? `${ownerName}'s` : 'their';
  if (view.palmOf === 'other') {
    return (
      <p className="reading__hand">
        <span className="reading__hand-badge">Someone else&apos;s palm</span>{' '}
        {shared
          ? `Not ${whose} own hand: read from this photo alone.`
          : 'Read from this photo alone: it does not change the reading of your own hand.'}
      </p>
    );
  }
  if (!view.handProfile) return null;
  const { photos, note, change } = view.handProfile;
  if (shared) {
    return (
      <p className="reading__hand">
        Read from {photos === 1 ? 'one photo' : `${photos} photos`} of {whose} hand.
      </p>
    );
  }
  return (
    <>
      <p className="reading__hand">{note}</p>
      {change && <p className="reading__hand reading__hand--change">{change}</p>}
    </>
  );
}

/** A palm reading, as its owner sees it on the dashboard or a visitor on a shared link. */
export function ReadingView({
  view,
  imageUrl,
  imageAlt = 'Your palm',
  imageOwnerId = null,
  palmLines = null,
  mode,
  ownerName = null,
  onShare,
  onGetOwnReading,
  onCheckCompatibility,
}: ReadingViewProps) {
  const shared = mode === 'shared';
  const { forecast } = view;
  return (
    <article className={`reading theme-bg--${view.themeBackground}`} aria-label="Palm reading">
      {/* The owner's page titles the reading for a screen reader (its archetype card comes after):
          its headings then go down one level at a time. */}
      {!shared && <h2 className="visually-hidden">Your reading</h2>}
      {shared && (
        <header className="reading__archetype">
          <span className="reading__emoji" aria-hidden>
            <ArchetypeIcon archetype={view.archetype} size={44} />
          </span>
          <h2>The {archetypeShortName(view.archetype)}</h2>
        </header>
      )}

      {/* The words come first in the page, as a phone shows them (and a screen reader reads them); a
          wider screen puts the photo to their left. Never reordered by CSS: a page painted while it
          still arrives would move what was already drawn. */}
      <section className="card reading__summary" aria-labelledby="key-insight-title">
        <div className="reading__summary-text">
          <h3 id="key-insight-title">Key Insight</h3>
          <p className="reading__insight">{view.keyInsight.text}</p>
          <SourceLine source={view.keyInsight.source} />
          <WhoseHand view={view} shared={shared} ownerName={ownerName} />
          {view.notes.map((note) => (
            <p key={note} className="reading__notes">
              {note}
            </p>
          ))}
          {view.keywords.length > 0 && (
            <>
              <h3>Today&apos;s Keywords</h3>
              <ul className="chips" aria-label="Today's keywords">
                {view.keywords.map((word) => (
                  <li key={word} className="chip">
                    {word}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <PalmPhotoWithLines url={imageUrl} alt={imageAlt} ownerId={imageOwnerId} lines={palmLines} />
      </section>

      {view.isFirstReading && (view.strengths || (view.challenges && !shared)) && (
        <div className="reading__pair">
          {view.strengths && (
            <section className="card">
              <h3>Key Strengths</h3>
              <List items={view.strengths} />
            </section>
          )}
          {view.challenges && !shared && (
            <section className="card">
              <h3>Challenges</h3>
              <List items={view.challenges} />
            </section>
          )}
        </div>
      )}

      {view.personalityInsight && (
        <section className="card">
          <h3>Personality Insight</h3>
          <p>{view.personalityInsight.text}</p>
          <SourceLine source={view.personalityInsight.source} />
        </section>
      )}

      <DailyForecast forecast={forecast} />

      <LifeAreas view={view} shared={shared} />

      <footer className="reading__actions">
        {shared ? (
          <>
            <Button size="lg" onClick={onGetOwnReading}>
              Get Your Own Reading
            </Button>
            <Button size="lg" variant="secondary" onClick={onCheckCompatibility}>
              Check Compatibility with Me
            </Button>
            <Button size="lg" variant="ghost" onClick={onShare}>
              Share This Reading
            </Button>
          </>
        ) : (
          <Button size="lg" variant="secondary" onClick={onShare}>
            Share Reading
          </Button>
        )}
      </footer>
    </article>
  );
}
