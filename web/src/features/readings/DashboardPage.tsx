import '../../ui/screens.css';
import * as Tabs from '@radix-ui/react-tabs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Reading } from '@contract/reading';
import { describeError } from '../../lib/apiErrors';
import { canGenerateReading } from './api';
import { useCurrentUser } from '../../data/session';
import { useReadings } from '../../data/readings';
import { archetypeName } from '../../lib/archetypes';
import { readingsOfTab, selectedReading, type DashboardTab } from '../../lib/readingSelection';
import { describeReading, normalizeCompatibilityContent, normalizePalmContent } from '../../lib/readingView';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { SHARE_TEXTS, shareUrls } from '../../lib/share';
import { shareWithFeedback } from '../../lib/shareWithFeedback';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { ArchetypeIcon } from '../../ui/ArchetypeIcon';
import { OutcomeIcon } from '../../ui/OutcomeIcon';
import { Loading } from '../../ui/Spinner';
import { toast } from '../../ui/toastStore';
import { Tooltip, TooltipProvider } from '../../ui/Tooltip';
import { CompatibilityResultView } from '../../ui/reading/CompatibilityResultView';
import { ReadingView } from '../../ui/reading/ReadingView';
import { ArchetypeCard } from './ArchetypeCard';
import { ReadingSelector } from './ReadingSelector';
import { SubscriptionPromo } from './SubscriptionPromo';

export default function DashboardPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { data: readings, isPending, isError, refetch } = useReadings();
  const [tab, setTab] = useState<DashboardTab>('palm');
  const [chosen, setChosen] = useState<Record<DashboardTab, string | null>>({ palm: null, compatibility: null });
  const [checking, setChecking] = useState(false);

  const palmReadings = useMemo(() => readingsOfTab(readings ?? [], 'palm'), [readings]);
  const compatibilityReadings = useMemo(() => readingsOfTab(readings ?? [], 'compatibility'), [readings]);
  const palm = selectedReading(readings ?? [], 'palm', chosen.palm);
  const compatibility = selectedReading(readings ?? [], 'compatibility', chosen.compatibility);
  const palmView = palm ? normalizePalmContent(palm.content, palm.readingType, palm.userArchetype) : null;

  if (!user) return null;

  async function takeNewReading() {
    if (!requireOnline('Taking a new reading')) return;
    setChecking(true);
    try {
      navigate((await canGenerateReading(user!.id)) ? ROUTES.palmUpload : ROUTES.subscription);
    } catch (err) {
      toast({
        title: 'Something went wrong',
        description: describeError(err),
        variant: 'destructive',
      });
    } finally {
      setChecking(false);
    }
  }

  function shareCompatibilityLink() {
    if (!palmReadings[0]) {
      toast({
        title: 'No palm reading found',
        description: 'Take your palm reading first, then invite a friend to compare.',
        variant: 'destructive',
      });
      return;
    }
    void shareWithFeedback(shareUrls.compatibilityInvite(palmReadings[0].shareId), SHARE_TEXTS.compatibility, {
      copied: { title: 'Compatibility link copied!', description: 'Send it to a friend to compare your palms.' },
    });
  }

  function shareReading(reading: Reading) {
    void shareWithFeedback(shareUrls.reading(reading.shareId), SHARE_TEXTS.reading);
  }

  const readingsLeft = user.isPremium
    ? 'Premium · unlimited readings'
    : `${user.unlockedReadings} ${user.unlockedReadings === 1 ? 'reading' : 'readings'} left`;

  return (
    <TooltipProvider>
      <div className="page dashboard">
        <header className="dashboard__header">
          <div>
            <p className="eyebrow">Your readings</p>
            <h1>Welcome, {user.displayName}</h1>
            <ul className="stats" aria-label="Your progress">
              <li className="stat">{readingsLeft}</li>
              {user.currentStreak > 0 && (
                <li className="stat">
                  <span aria-hidden>✦ </span>
                  {user.currentStreak}-day streak
                </li>
              )}
            </ul>
          </div>
          <nav className="dashboard__account" aria-label="Account">
            <ButtonLink to={ROUTES.privacy} variant="ghost" size="sm">
              Privacy &amp; data
            </ButtonLink>
            <ButtonLink to={ROUTES.logout} variant="ghost" size="sm" className="dashboard__logout">
              Logout
            </ButtonLink>
          </nav>
        </header>
        <div className="dashboard__actions">
          <Tooltip content="Uses one reading, or free with Premium">
            <Button onClick={() => void takeNewReading()} busy={checking} className="dashboard__primary">
              Take a New Reading
            </Button>
          </Tooltip>
          <Button onClick={() => palm && shareReading(palm)} disabled={!palm} variant="secondary">
            Share My Reading
          </Button>
          <Button onClick={shareCompatibilityLink} variant="secondary">
            Create Compatibility Link
          </Button>
        </div>

        <Tabs.Root className="tabs" value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
          <Tabs.List className="tabs__list" aria-label="Reading types">
            <Tabs.Trigger className="tabs__trigger" value="palm">
              Palm Readings
            </Tabs.Trigger>
            <Tabs.Trigger className="tabs__trigger" value="compatibility">
              Compatibility
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content className="tabs__content" value="palm">
            {isPending ? (
              <Loading />
            ) : isError ? (
              <section className="card empty" role="alert">
                <h2>We couldn&apos;t load your readings</h2>
                <Button onClick={() => void refetch()}>Try again</Button>
              </section>
            ) : palm && palmView ? (
              <div className="dashboard__grid">
                <div className="dashboard__side">
                  <ArchetypeCard view={palmView} />
                  <ReadingSelector
                    label="Choose a reading"
                    readings={palmReadings}
                    selectedId={palm.id}
                    onSelect={(id) => setChosen((c) => ({ ...c, palm: id }))}
                    describe={(r) => archetypeName(r.userArchetype ?? 'ORACLE')}
                  />
                </div>
                <ReadingView
                  key={palm.id}
                  view={palmView}
                  imageUrl={palm.imageUrl}
                  imageOwnerId={palm.userId}
                  palmLines={palm.palmLines}
                  mode="own"
                  onShare={() => shareReading(palm)}
                />
              </div>
            ) : (
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
            )}
          </Tabs.Content>

          <Tabs.Content className="tabs__content" value="compatibility">
            {isPending ? (
              <Loading />
            ) : compatibility ? (
              <div className="dashboard__compat">
                <ReadingSelector
                  label="Choose a compatibility reading"
                  readings={compatibilityReadings}
                  selectedId={compatibility.id}
                  onSelect={(id) => setChosen((c) => ({ ...c, compatibility: id }))}
                  describe={describeReading}
                />
                <CompatibilityResultView
                  key={compatibility.id}
                  view={normalizeCompatibilityContent(compatibility.content, compatibility.compatibilityOutcome)}
                  userName={user.displayName}
                />
                <Button variant="secondary" onClick={shareCompatibilityLink}>
                  Share Compatibility Link
                </Button>
              </div>
            ) : (
              <section className="card empty">
                <span className="empty__mark" aria-hidden>
                  <OutcomeIcon outcome="SOULMATES" size={40} />
                </span>
                <h2>No Compatibility Readings Yet</h2>
                <p>
                  Send a friend your compatibility link. When they add their palm, you will both see what your hands say
                  together.
                </p>
                <Button size="lg" onClick={shareCompatibilityLink}>
                  Share Compatibility Link
                </Button>
              </section>
            )}
          </Tabs.Content>
        </Tabs.Root>

        <SubscriptionPromo user={user} />
      </div>
    </TooltipProvider>
  );
}
