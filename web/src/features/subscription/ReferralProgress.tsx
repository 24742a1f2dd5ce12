import { REFERRALS_PER_READING } from '@contract/subscription';
import { Button } from '../../ui/Button';

/** Every 3 friends who join unlock a reading: how far along this user is. */
export function ReferralProgress({ referralCount, onShare }: { referralCount: number; onShare(): void }) {
  const done = referralCount % REFERRALS_PER_READING;
  const needed = REFERRALS_PER_READING - done;
  return (
    <section className="card referral" aria-labelledby="referral-title">
      <h2 id="referral-title">Or invite friends</h2>
      <p>Every {REFERRALS_PER_READING} friends who join Palme through your links unlock one more reading for you.</p>
      <div
        className="referral__bar"
        role="progressbar"
        aria-label="Friends joined toward your next free reading"
        aria-valuemin={0}
        aria-valuemax={REFERRALS_PER_READING}
        aria-valuenow={done}
      >
        {Array.from({ length: REFERRALS_PER_READING }, (_, i) => (
          <span key={i} className={i < done ? 'referral__step referral__step--done' : 'referral__step'} />
        ))}
      </div>
      <p className="referral__count">
        {needed} more {needed === 1 ? 'friend' : 'friends'} to unlock a free reading · {referralCount} joined so far
      </p>
      <Button variant="secondary" onClick={onShare}>
        Share your reading
      </Button>
    </section>
  );
}
