import { WEEKLY_PRICE_LABEL } from '@contract/subscription';
import type { User } from '@contract/user';
import { ROUTES } from '../../lib/routes';
import { ButtonLink } from '../../ui/ButtonLink';
import { Glyph } from '../../ui/Glyph';

export function SubscriptionPromo({ user }: { user: User }) {
  if (user.isPremium) {
    return (
      <aside className="promo promo--premium" aria-label="Your membership">
        <p className="promo__title">
          <Glyph name="sparkle" className="glyph--lead" />
          Premium member
        </p>
        <p>Unlimited readings and compatibility checks are yours.</p>
        <ButtonLink to={ROUTES.subscription} variant="ghost" size="sm">
          Manage membership
        </ButtonLink>
      </aside>
    );
  }
  return (
    <aside className="promo" aria-label="Premium membership">
      <div>
        <p className="promo__title">Unlock unlimited readings</p>
        <p>
          Premium gives you a fresh reading whenever you need one, and unlimited compatibility checks, for{' '}
          {WEEKLY_PRICE_LABEL} a week.
        </p>
      </div>
      <ButtonLink to={ROUTES.subscription}>Go Premium</ButtonLink>
    </aside>
  );
}
