import type { User } from '@contract/user';
import { ROUTES } from '../../lib/routes';
import { ButtonLink } from '../../ui/ButtonLink';
import { Glyph } from '../../ui/Glyph';

/** The dashboard's header: who is here, what they have left, their streak, and the account links. */
export function DashboardHeader({ user }: { user: User }) {
  const readingsLeft = user.isPremium
    ? 'Premium · unlimited readings'
    : `${user.unlockedReadings} ${user.unlockedReadings === 1 ? 'reading' : 'readings'} left`;

  return (
    // The account links come first in the page, as a phone shows them (above the greeting); a wider
    // screen puts them at the right (screens.css).
    <header className="dashboard__header">
      <nav className="dashboard__account" aria-label="Account">
        <ButtonLink to={ROUTES.privacy} variant="ghost" size="sm">
          Privacy &amp; data
        </ButtonLink>
        <ButtonLink to={ROUTES.logout} variant="ghost" size="sm" className="dashboard__logout">
          Logout
        </ButtonLink>
      </nav>
      <div>
        <p className="eyebrow">Your readings</p>
        <h1>Welcome, {user.displayName}</h1>
        <ul className="stats" aria-label="Your progress">
          <li className="stat">{readingsLeft}</li>
          {user.currentStreak > 0 && (
            <li className="stat">
              <Glyph name="sparkle" className="glyph--lead" />
              {user.currentStreak}-day streak
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}
