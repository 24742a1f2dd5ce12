import './reading.css';
import { archetypeName, OUTCOME_DISPLAY } from '../../lib/archetypes';
import type { CompatibilityView } from '../../lib/readingView';
import { ArchetypeIcon } from '../ArchetypeIcon';
import { OutcomeIcon } from '../OutcomeIcon';
import { Glyph } from '../Glyph';

/** A compatibility reading: the outcome, both archetypes, strengths, challenges and guidance. */
export function CompatibilityResultView({ view, userName = 'You' }: { view: CompatibilityView; userName?: string }) {
  const outcome = OUTCOME_DISPLAY[view.outcome];
  return (
    <article className="compat" aria-label="Compatibility reading">
      <header className={`card compat__outcome compat__outcome--${view.outcome.toLowerCase()}`}>
        <span className="compat__emoji" aria-hidden>
          <OutcomeIcon outcome={view.outcome} size={48} />
        </span>
        <h2>{view.outcomeTitle ?? outcome.title}</h2>
        <p>{view.outcomeDescription ?? outcome.summary}</p>
      </header>

      <div className="compat__pair">
        <section className="card compat__person" aria-label="Your archetype">
          <ArchetypeIcon archetype={view.userArchetype} size={36} />
          <p className="compat__who">{userName}</p>
          <p className="compat__archetype">{archetypeName(view.userArchetype)}</p>
        </section>
        <span className="compat__and" aria-hidden>
          <Glyph name="sparkle" />
        </span>
        <section className="card compat__person" aria-label="Partner's archetype">
          <ArchetypeIcon archetype={view.partnerArchetype} size={36} />
          <p className="compat__who">{view.partnerName ?? 'Your partner'}</p>
          <p className="compat__archetype">{archetypeName(view.partnerArchetype)}</p>
        </section>
      </div>

      <div className="reading__pair">
        {view.strengths.length > 0 && (
          <section className="card">
            <h3>Strengths</h3>
            <ul className="reading__list">
              {view.strengths.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        )}
        {view.challenges.length > 0 && (
          <section className="card">
            <h3>Challenges</h3>
            <ul className="reading__list">
              {view.challenges.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {view.guidance && (
        <section className="card">
          <h3>Guidance</h3>
          <p>{view.guidance}</p>
        </section>
      )}
    </article>
  );
}
