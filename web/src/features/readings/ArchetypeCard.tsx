import { useId, useState } from 'react';
import { archetypeName } from '../../lib/archetypes';
import type { PalmReadingView } from '../../lib/readingView';
import { ArchetypeIcon } from '../../ui/ArchetypeIcon';
import { Button } from '../../ui/Button';

/**
 * The user's archetype at a glance. On a phone only its name shows until asked for more, so the reading itself (the traced palm
 * and the key insight) is on the first screen.
 */
export function ArchetypeCard({ view }: { view: PalmReadingView }) {
  const strengths = view.archetypeStrengths;
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <section
      className={`card archetype-card theme-bg--${view.themeBackground}`}
      aria-labelledby="archetype-title"
      data-expanded={expanded}
    >
      <div className="archetype-card__head">
        <span className="archetype-card__icon">
          <ArchetypeIcon archetype={view.archetype} size={40} />
        </span>
        <div>
          <p className="eyebrow">{view.palmOf === 'other' ? "Someone else's palm" : 'Your archetype'}</p>
          <h2 id="archetype-title">{archetypeName(view.archetype)}</h2>
        </div>
      </div>
      <div className="archetype-card__more" id={moreId}>
        {view.archetypeDescription && <p className="archetype-card__description">{view.archetypeDescription}</p>}
        {strengths && strengths.length > 0 && (
          <div className="archetype-card__strengths">
            <h3>Strengths</h3>
            <ul className="chips">
              {strengths.map((s) => (
                <li key={s} className="chip chip--soft">
                  {s}
                </li>
              ))}
            </ul>
          </div>
        )}
        <dl className="facts">
          <div>
            <dt>Fortunate Month</dt>
            <dd>{view.forecast.fortunateMonth}</dd>
          </div>
          <div>
            <dt>Compatible Zodiac</dt>
            <dd>{view.compatibleSigns.join(', ')}</dd>
          </div>
          <div>
            <dt>Key Age</dt>
            <dd>
              {view.lifeJourney.keyAge}
              <span className="facts__note">The age this hand marks for a turning point in your life journey.</span>
            </dd>
          </div>
        </dl>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="archetype-card__toggle"
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? 'Show less' : `About ${archetypeName(view.archetype)}`}
      </Button>
    </section>
  );
}
