import '../../ui/screens.css';
import * as Tabs from '@radix-ui/react-tabs';
import { archetypeName } from '../../lib/archetypes';
import type { DashboardTab } from '../../lib/readingSelection';
import { describeReading, palmReadingView } from '../../lib/readingView';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { Tooltip, TooltipProvider } from '../../ui/Tooltip';
import { CompatibilityResultView } from '../../ui/reading/CompatibilityResultView';
import { ReadingView } from '../../ui/reading/ReadingView';
import { ArchetypeCard } from './ArchetypeCard';
import { ReadingSelector } from './ReadingSelector';
import { SubscriptionPromo } from './SubscriptionPromo';
import { DashboardHeader } from './DashboardHeader';
import { FirstReadingInvitation, NoCompatibilityYet } from './EmptyStates';
import { CompatibilityNews } from './CompatibilityNews';
import { useDashboard } from './useDashboard';

export default function DashboardPage() {
  const {
    user,
    isPending,
    isError,
    refetch,
    tab,
    setTab,
    palmReadings,
    compatibilityReadings,
    palm,
    compatibility,
    news,
    compatibilityTab,
    shareOwn,
    choose,
    openResult,
    takeNewReading,
    shareCompatibilityLink,
  } = useDashboard();
  const palmView = palm ? palmReadingView(palm.content, palm.readingType) : null;

  if (!user) return null;

  return (
    <TooltipProvider>
      <div className="page dashboard">
        <DashboardHeader user={user} />
        <CompatibilityNews results={news} onOpen={openResult} />
        {/* The one obvious thing to do: a first reading; once there is one, sharing it. */}
        <div className="dashboard__actions">
          {palm && (
            <Button onClick={() => shareOwn.share(palm)} className="dashboard__primary">
              Share My Reading
            </Button>
          )}
          <Tooltip content="Uses one reading, or free with Premium">
            <Button
              onClick={takeNewReading}
              className={palm ? undefined : 'dashboard__primary'}
              variant={palm ? 'secondary' : 'primary'}
            >
              Take a New Reading
            </Button>
          </Tooltip>
          {!palm && (
            <Button disabled variant="secondary">
              Share My Reading
            </Button>
          )}
          {/* Without a palm reading there is nothing to compare yet: the first reading comes first. */}
          <Button
            onClick={shareCompatibilityLink}
            variant="secondary"
            disabled={!palmReadings[0]}
            aria-describedby={palmReadings[0] ? undefined : 'first-reading-first'}
          >
            Create Compatibility Link
          </Button>
          {!palmReadings[0] && (
            <p className="dashboard__hint" id="first-reading-first">
              Sharing and compatibility links open after your first reading.
            </p>
          )}
        </div>

        <Tabs.Root className="tabs" value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
          <Tabs.List className="tabs__list" aria-label="Reading types">
            <Tabs.Trigger className="tabs__trigger" value="palm">
              Palm Readings
            </Tabs.Trigger>
            <Tabs.Trigger className="tabs__trigger" value="compatibility" ref={compatibilityTab}>
              Compatibility
              {news.length > 0 && (
                <>
                  <span className="tabs__badge" aria-hidden>
                    {news.length}
                  </span>
                  <span className="visually-hidden">, {news.length} new</span>
                </>
              )}
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
              // In the page's order the selector, the reading and then its archetype card, as a phone shows
              // them; a wider screen puts the selector and the card in a column beside the reading. Never
              // reordered by CSS: a page painted while it still arrives would move what was drawn.
              <div className="dashboard__grid">
                <ReadingSelector
                  label="Choose a reading"
                  readings={palmReadings}
                  selectedId={palm.id}
                  onSelect={(id) => choose('palm', id)}
                  describe={(r) =>
                    r.content.palmOf === 'other'
                      ? `${archetypeName(r.content.userArchetype)} · someone else's palm`
                      : archetypeName(r.content.userArchetype)
                  }
                />
                <ReadingView
                  key={palm.id}
                  view={palmView}
                  imageUrl={palm.imageUrl}
                  imageOwnerId={palm.userId}
                  palmLines={palm.palmLines}
                  mode="own"
                  onShare={() => shareOwn.share(palm)}
                />
                <div className="dashboard__card">
                  <ArchetypeCard view={palmView} />
                </div>
              </div>
            ) : (
              <FirstReadingInvitation />
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
                  onSelect={(id) => choose('compatibility', id)}
                  describe={describeReading}
                />
                <CompatibilityResultView
                  key={compatibility.id}
                  view={compatibility.content}
                  userName={user.displayName}
                />
                <Button variant="secondary" onClick={shareCompatibilityLink}>
                  Share Compatibility Link
                </Button>
              </div>
            ) : (
              <NoCompatibilityYet onShare={shareCompatibilityLink} />
            )}
          </Tabs.Content>
        </Tabs.Root>

        {/* No upsell on a first reading: Premium is offered when more is asked for (Take a New Reading). */}
        {(user.isPremium || palmReadings.length > 1) && <SubscriptionPromo user={user} />}
      </div>
      {shareOwn.consent}
    </TooltipProvider>
  );
}
