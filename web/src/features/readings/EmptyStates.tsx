import { ROUTES } from '../../lib/routes';
import { ArchetypeIcon } from '../../ui/ArchetypeIcon';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { OutcomeIcon } from '../../ui/OutcomeIcon';

/** The palm tab before any reading: what one photo gives, and the way to it. */
export function FirstReadingInvitation() {
  return (
    <section className="card empty">
      <span className="empty__mark" aria-hidden>
        <ArchetypeIcon archetype="" size={40} />
      </span>
      <h2>Take your first reading!</h2>
      <p>One photo of your palm reveals your archetype, a key insight and what the day holds.</p>
      <ButtonLink to={ROUTES.palmUpload} size="lg">
        Let&apos;s go
      </ButtonLink>
    </section>
  );
}

/** The compatibility tab before any result: how a friend's palm gets here. */
export function NoCompatibilityYet({ onShare }: { onShare: () => void }) {
  return (
    <section className="card empty">
      <span className="empty__mark" aria-hidden>
        <OutcomeIcon outcome="SOULMATES" size={40} />
      </span>
      <h2>No Compatibility Readings Yet</h2>
      <p>
        Send a friend your compatibility link. When they add their palm, you will both see what your hands say together.
      </p>
      <Button size="lg" onClick={onShare}>
        Share Compatibility Link
      </Button>
    </section>
  );
}
