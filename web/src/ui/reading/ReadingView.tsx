import './reading.css';
import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { archetypeShortName } from '../../lib/archetypes';
import { ArchetypeIcon } from '../ArchetypeIcon';
import type { LifeAreaView, PalmReadingView } from '../../lib/readingView';
import { Button } from '../Button';
import type { PalmLines } from '@contract/reading';
import { PalmPhotoWithLines } from './PalmLinesOverlay';

export interface ReadingViewProps {
  view: PalmReadingView;
  imageUrl: string | null;
  imageAlt?: string;
  /** Whose reading this is (kept with the saved image so logout can forget it); null for shared readings. */
  imageOwnerId?: string | null;
  /** The lines traced on the photo, drawn over it on request; absent for older readings. */
  palmLines?: PalmLines | null;
  mode: 'own' | 'shared';
  onShare(): void;
  onGetOwnReading?(): void;
  onCheckCompatibility?(): void;
}

function SourceLine({ source }: { source?: string }) {
  return source ? <p className="reading__source">Source: {source}</p> : null;
}

function Labelled({ label, value }: { label: string; value?: string }) {
  return value ? (
    <p className="reading__labelled">
      <span className="reading__label">{label}:</span> {value}
    </p>
  ) : null;
}

function Prediction({ text }: { text?: string }) {
  return text ? (
    <p className="reading__prediction">
      <span aria-hidden>✦ </span>
      {text}
    </p>
  ) : null;
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="reading__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function AreaBody({ area, children }: { area: LifeAreaView; children?: ReactNode }) {
  return (
    <>
      <p>{area.text}</p>
      <Labelled label="Theme" value={area.theme} />
      <Prediction text={area.prediction} />
      {children}
      <SourceLine source={area.source} />
      <Labelled label="Shadow Trait" value={area.shadowTrait} />
    </>
  );
}

function Area({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="accordion__item">
      <Accordion.Header className="accordion__header">
        <Accordion.Trigger className="accordion__trigger">
          <span>{title}</span>
          <svg className="accordion__chevron" width="18" height="18" viewBox="0 0 24 24" aria-hidden>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="accordion__content">
        <div className="accordion__inner">{children}</div>
      </Accordion.Content>
    </Accordion.Item>
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
  onShare,
  onGetOwnReading,
  onCheckCompatibility,
}: ReadingViewProps) {
  const shared = mode === 'shared';
  const { forecast } = view;
  return (
    <article className={`reading theme-bg--${view.themeBackground}`} aria-label="Palm reading">
      {shared && (
        <header className="reading__archetype">
          <span className="reading__emoji" aria-hidden>
            <ArchetypeIcon archetype={view.archetype} size={44} />
          </span>
          <h2>The {archetypeShortName(view.archetype)}</h2>
        </header>
      )}

      <section className="card reading__summary" aria-labelledby="key-insight-title">
        <PalmPhotoWithLines url={imageUrl} alt={imageAlt} ownerId={imageOwnerId} lines={palmLines} />
        <div className="reading__summary-text">
          <h3 id="key-insight-title">Key Insight</h3>
          <p className="reading__insight">{view.keyInsight.text}</p>
          <SourceLine source={view.keyInsight.source} />
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

      <section className="card" aria-labelledby="forecast-title">
        <h3 id="forecast-title">Today&apos;s Forecast</h3>
        <dl className="forecast">
          {forecast.mood && (
            <div>
              <dt>Mood</dt>
              <dd>{forecast.mood}</dd>
            </div>
          )}
          {forecast.luckWindow && (
            <div>
              <dt>Lucky Time</dt>
              <dd>{forecast.luckWindow}</dd>
            </div>
          )}
          {forecast.doToday && (
            <div>
              <dt>Do Today</dt>
              <dd>{forecast.doToday}</dd>
            </div>
          )}
          {forecast.dontToday && (
            <div>
              <dt>Skip Today</dt>
              <dd>{forecast.dontToday}</dd>
            </div>
          )}
          <div>
            <dt>Fortunate Month</dt>
            <dd>{forecast.fortunateMonth}</dd>
          </div>
          {forecast.zodiacMatch && (
            <div>
              <dt>Zodiac Match</dt>
              <dd>{forecast.zodiacMatch}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="life-areas-title" className="reading__areas">
        <h3 id="life-areas-title">Life Areas</h3>
        <Accordion.Root type="single" collapsible className="accordion">
          <Area value="love" title="Love & Relationships">
            <AreaBody area={view.love} />
          </Area>
          <Area value="career" title="Career & Wealth">
            <AreaBody area={view.career} />
          </Area>
          <Area value="health" title="Health & Vitality">
            <AreaBody area={view.health}>
              <Labelled label="Focus area" value={view.health.focusArea} />
            </AreaBody>
          </Area>
          <Area value="journey" title="Life Journey">
            <p className="reading__milestone">{view.lifeJourney.milestone}</p>
            {view.lifeJourney.text && <p>{view.lifeJourney.text}</p>}
            <Labelled label="Ritual" value={view.lifeJourney.ritual} />
            <Prediction text={view.lifeJourney.prediction} />
            <Labelled label="Shadow Omen" value={view.lifeJourney.shadowOmen} />
            <SourceLine source={view.lifeJourney.source} />
            {shared && view.isFirstReading && view.challenges && (
              <div className="reading__journey-challenges">
                <h4>Challenges</h4>
                <List items={view.challenges} />
              </div>
            )}
          </Area>
        </Accordion.Root>
      </section>

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
