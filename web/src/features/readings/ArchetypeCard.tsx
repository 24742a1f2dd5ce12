import { archetypeName } from '../../lib/archetypes';
import type { PalmReadingView } from '../../lib/readingView';
import { ArchetypeIcon } from '../../ui/ArchetypeIcon';

/** The user's archetype at a glance, with the fallbacks (contract/fallbacks.ts) for anything a reading lacks. */
export function ArchetypeCard({ view }: { view: PalmReadingView }) {
  const strengths = view.archetypeStrengths;
  return (
    <section className={`card archetype-card theme-bg--${view.themeBackground}`} aria-labelledby="archetype-title">
      <div className="archetype-card__head">
        <span className="archetype-card__icon">
          <ArchetypeIcon archetype={view.archetype} size={40} />
        </span>
        <div>
          <p className="eyebrow">{view.palmOf === 'other' ? "Someone else's palm" : 'Your archetype'}</p>
          <h2 id="archetype-title">{archetypeName(view.archetype)}</h2>
        </div>
      </div>
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
          <dd>{view.keyAge}</dd>
        </div>
      </dl>
    </section>
  );
}
