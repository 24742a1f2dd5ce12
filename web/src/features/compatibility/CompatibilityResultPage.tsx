import '../../ui/screens.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { markResultSeen, useCompatibilityResult } from '../../data/readings';
import { ROUTES } from '../../lib/routes';
import { SHARE_TEXTS, shareUrls } from '../../lib/share';
import { copyWithFeedback, shareWithFeedback } from '../../lib/shareWithFeedback';
import { BackLink } from '../../ui/BackLink';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadingPage } from '../../ui/Spinner';
import { CompatibilityResultView } from '../../ui/reading/CompatibilityResultView';

const COPIED_FOR_MS = 3000;

export default function CompatibilityResultPage() {
  const { id = '' } = useParams();
  const { data: reading, isPending, isError } = useCompatibilityResult(id);
  const [copied, setCopied] = useState(false);
  const queryClient = useQueryClient();

  // Opened by the friend whose invitation was used: it is no longer new to them.
  useEffect(() => {
    if (reading?.newForYou) void markResultSeen(queryClient, reading);
  }, [reading, queryClient]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (isPending) {
    return <LoadingPage text="Loading..." />;
  }
  if (isError || !reading || reading.readingType !== 'COMPATIBILITY') {
    return (
      <div className="page page--center">
        <section className="card card--narrow empty" role="alert">
          <h1>Results Not Found</h1>
          <p>We couldn&apos;t find this compatibility reading.</p>
          <ButtonLink to={ROUTES.dashboard}>Back to Dashboard</ButtonLink>
        </section>
      </div>
    );
  }

  // Either of the two people sees it in the words written to them (the server picks).
  const view = reading.content;
  const url = shareUrls.compatibilityResult(reading.shareId);

  return (
    <div className="page compat-result">
      <BackLink to={ROUTES.dashboard}>Dashboard</BackLink>
      <header className="page__header page__header--center">
        <p className="eyebrow">Your compatibility</p>
        <h1>{view.partnerName ? `You & ${view.partnerName}` : 'Palm Compatibility'}</h1>
      </header>
      <CompatibilityResultView view={view} userName="You" />
      <div className="compat-result__actions">
        <Button
          variant="secondary"
          onClick={() =>
            void copyWithFeedback(url, { title: 'Compatibility link copied!' }, 'Please try again.').then((ok) =>
              setCopied(ok),
            )
          }
        >
          {copied ? 'Copied!' : 'Copy Link'}
        </Button>
        <Button
          onClick={() =>
            void shareWithFeedback(url, SHARE_TEXTS.compatibilityResult, { failedDescription: 'Please try again.' })
          }
        >
          Share
        </Button>
      </div>
    </div>
  );
}
