import type { CompatibilityReading } from '@contract/reading';
import { OUTCOME_DISPLAY } from '../../lib/archetypes';
import { Button } from '../../ui/Button';
import { OutcomeIcon } from '../../ui/OutcomeIcon';

/**
 * Who compared palms with the user through their invitation since they last looked: said first on
 * the dashboard, newest first, until the result is opened.
 */
export function CompatibilityNews({
  results,
  onOpen,
}: {
  results: CompatibilityReading[];
  onOpen(reading: CompatibilityReading): void;
}) {
  const [newest, ...more] = results;
  if (!newest) return null;
  const view = newest.content;
  const name = view.partnerName ?? 'A friend';
  return (
    <section className="notice compat-news" aria-labelledby="compat-news-title">
      <span className="compat-news__icon" aria-hidden>
        <OutcomeIcon outcome={view.outcome} size={32} />
      </span>
      <div className="compat-news__text">
        <h2 id="compat-news-title">{name} compared palms with you</h2>
        <p>
          Your hands read as {OUTCOME_DISPLAY[view.outcome].title}.
          {more.length > 0 && ` ${more.length === 1 ? 'One more friend has' : `${more.length} more friends have`} too.`}
        </p>
      </div>
      <Button onClick={() => onOpen(newest)}>See your result</Button>
    </section>
  );
}
