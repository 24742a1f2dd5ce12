import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CompatibilityReading } from '@contract/reading';
import { mayTakeReading } from '@contract/user';
import { markResultSeen, useReadings } from '../../data/readings';
import { useCurrentUser } from '../../data/session';
import { useShareOwnReading } from '../../data/shareOwnReading';
import { readingsOfTab, selectedReading, type DashboardTab } from '../../lib/readingSelection';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { SHARE_TEXTS, shareUrls } from '../../lib/share';
import { shareWithFeedback } from '../../lib/shareWithFeedback';
import { toast } from '../../ui/toastStore';

/**
 * The dashboard, for DashboardPage to draw: the user, their readings as each tab shows them (the one
 * chosen in each, the news of results made with them), and what its buttons do.
 */
export function useDashboard() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { data: readings, isPending, isError, refetch } = useReadings();
  const [tab, setTab] = useState<DashboardTab>('palm');
  const [chosen, setChosen] = useState<Record<DashboardTab, string | null>>({ palm: null, compatibility: null });

  const palmReadings = useMemo(() => readingsOfTab(readings ?? [], 'palm'), [readings]);
  const compatibilityReadings = useMemo(() => readingsOfTab(readings ?? [], 'compatibility'), [readings]);
  const palm = selectedReading(readings ?? [], 'palm', chosen.palm);
  const compatibility = selectedReading(readings ?? [], 'compatibility', chosen.compatibility);
  const queryClient = useQueryClient();
  const news = useMemo(() => compatibilityReadings.filter((r) => r.newForYou), [compatibilityReadings]);
  const compatibilityTab = useRef<HTMLButtonElement>(null);
  const shareOwn = useShareOwnReading();

  // A result someone made with the user is no longer new once it is on screen.
  useEffect(() => {
    if (tab === 'compatibility' && compatibility?.newForYou) void markResultSeen(queryClient, compatibility);
  }, [tab, compatibility, queryClient]);

  function choose(inTab: DashboardTab, id: string) {
    setChosen((c) => ({ ...c, [inTab]: id }));
  }

  function openResult(reading: CompatibilityReading) {
    choose('compatibility', reading.id);
    setTab('compatibility');
    // The notice goes once the result is open: focus moves to its tab, not to the page's start.
    requestAnimationFrame(() => compatibilityTab.current?.focus());
  }

  /** With no reading left, Premium (or referrals) first: the upload would be refused after the capture. */
  function takeNewReading() {
    if (!requireOnline('Taking a new reading')) return;
    navigate(mayTakeReading(user!) ? ROUTES.palmUpload : ROUTES.subscription);
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

  return {
    user,
    isPending,
    isError,
    refetch,
    tab,
    setTab,
    palmReadings,
    compatibilityReadings,
    /** The reading each tab shows: the one chosen there, else the newest. */
    palm,
    compatibility,
    news,
    compatibilityTab,
    shareOwn,
    choose,
    openResult,
    takeNewReading,
    shareCompatibilityLink,
  };
}
