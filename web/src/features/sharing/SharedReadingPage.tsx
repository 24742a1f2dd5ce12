import '../../ui/screens.css';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSharedReading } from '../../data/readings';
import { rememberReferral } from '../../lib/browserStorage';
import { OfflineMissError } from '../../lib/offline/offlineFallback';
import { aboutOwner, palmReadingView } from '../../lib/readingView';
import { ROUTES } from '../../lib/routes';
import { SHARE_TEXTS, shareUrls } from '../../lib/share';
import { shareWithFeedback } from '../../lib/shareWithFeedback';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadingPage } from '../../ui/Spinner';
import { ReadingView } from '../../ui/reading/ReadingView';
import { Glyph } from '../../ui/Glyph';

function OfflineNotSaved() {
  return (
    <div className="page page--center">
      <section className="card card--narrow empty" role="alert">
        <span className="empty__mark" aria-hidden>
          <Glyph name="moon" />
        </span>
        <h1>You&apos;re offline</h1>
        <p>
          This reading isn&apos;t saved on this device yet. Connect to the internet to open it; once opened, it stays
          here for offline reading.
        </p>
      </section>
    </div>
  );
}

export function ReadingNotFound({ action = 'Get Your Reading' }: { action?: string }) {
  return (
    <div className="page page--center">
      <section className="card card--narrow empty" role="alert">
        <span className="empty__mark" aria-hidden>
          <Glyph name="mist" />
        </span>
        <h1>Reading Not Found</h1>
        <p>We couldn&apos;t find this palm reading. It may have been removed or the link is invalid.</p>
        <ButtonLink to={ROUTES.home} size="lg">
          {action}
        </ButtonLink>
      </section>
    </div>
  );
}

export default function SharedReadingPage() {
  const { shareId } = useParams();
  const navigate = useNavigate();
  const { data: shared, isPending, isError, error } = useSharedReading(shareId);

  useEffect(() => {
    if (shared) rememberReferral(shared.referrerId, shared.shareId);
  }, [shared]);

  if (isPending) {
    return <LoadingPage text="Loading reading..." />;
  }
  if (error instanceof OfflineMissError) return <OfflineNotSaved />;
  if (isError || !shared) return <ReadingNotFound />;

  const view = aboutOwner(palmReadingView(shared.content, shared.readingType), shared.referrerName);
  const title = shared.referrerName ? `${shared.referrerName}'s Palm Reading` : 'Shared Palm Reading';
  return (
    <div className="page shared">
      <nav className="shared__nav" aria-label="Shared reading">
        <ButtonLink to={ROUTES.home} variant="secondary" size="sm">
          Get Your Reading
        </ButtonLink>
        <ButtonLink to={ROUTES.compatibility(shared.shareId)} size="sm">
          Check Compatibility
        </ButtonLink>
      </nav>
      <header className="page__header page__header--center">
        <h1>{title}</h1>
        <p className="lede">I wanted to share my destiny with you.</p>
      </header>
      <ReadingView
        view={view}
        imageUrl={shared.imageUrl}
        palmLines={shared.palmLines}
        imageAlt={shared.referrerName ? `${shared.referrerName}'s palm` : 'The shared palm'}
        mode="shared"
        ownerName={shared.referrerName}
        onShare={() =>
          void shareWithFeedback(shareUrls.reading(shared.shareId), SHARE_TEXTS.someonesReading(shared.referrerName))
        }
        onGetOwnReading={() => navigate(ROUTES.home)}
        onCheckCompatibility={() => navigate(ROUTES.compatibility(shared.shareId))}
      />
    </div>
  );
}
