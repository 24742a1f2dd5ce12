import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reading } from '@contract/reading';
import type { User } from '@contract/user';
import type * as ReadingsData from '../../data/readings';
import { connectivity } from '../../lib/connectivity';
import { createQueryClient } from '../../lib/queryClient';
import { ROUTES } from '../../lib/routes';
import { compatibilityReading, palmContent, palmReading, reader } from '../../test/readingFixtures';
import Toaster from '../../ui/Toaster';
import { useToastStore } from '../../ui/toastStore';

let currentUser: User | null = reader;
vi.mock('../../data/session', () => ({ useCurrentUser: () => ({ data: currentUser }) }));

/** The readings query as the page sees it: loading, failed, or its answer. */
let readingsQuery: { data?: Reading[]; isPending: boolean; isError: boolean } = { isPending: true, isError: false };
const refetch = vi.fn();
const markResultSeen = vi.fn((..._args: unknown[]) => Promise.resolve());
// The rest of the readings' data (changing a reading, for sharing it) is the real one.
vi.mock('../../data/readings', async (importOriginal) => ({
  ...(await importOriginal<typeof ReadingsData>()),
  useReadings: () => ({ ...readingsQuery, refetch }),
  markResultSeen,
}));

const { default: DashboardPage } = await import('./DashboardPage');

const loading = () => (readingsQuery = { isPending: true, isError: false });
const failed = () => (readingsQuery = { isPending: false, isError: true });
const loaded = (readings: Reading[]) => (readingsQuery = { data: readings, isPending: false, isError: false });

/** An older palm reading, of someone else's hand, read as The Lover. */
const olderInsight = 'A deep heart line: this hand gives its trust slowly, then wholly.';
const olderPalmReading: Reading = {
  ...palmReading,
  id: 'reading-palm-0',
  shareId: 'share-palm-0',
  readingType: 'FULL_ANALYSIS',
  userArchetype: 'LOVER',
  content: {
    ...palmContent,
    archetype: 'LOVER',
    userArchetype: 'LOVER',
    palmOf: 'other',
    keyInsight: { text: olderInsight, source: 'Heart line: deep, ending under the middle finger' },
  },
  createdAt: '2026-11-21T18:00:00.000Z',
  updatedAt: '2026-11-21T18:00:00.000Z',
};

function renderPage() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[ROUTES.dashboard]}>
        <Routes>
          <Route path={ROUTES.dashboard} element={<DashboardPage />} />
          <Route path={ROUTES.palmUpload} element={<p>Palm upload page</p>} />
          <Route path={ROUTES.subscription} element={<p>Premium page</p>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Radix tabs change on the mouse's press, as a tap does. */
function openTab(name: RegExp) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }));
}

/** A clipboard that takes the link: jsdom has none. */
function clipboardAccepting() {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

beforeEach(() => {
  currentUser = reader;
  loaded([]);
});

afterEach(() => {
  // Unmounted before jsdom goes: the page's timers and the toasts must not outlive the test.
  cleanup();
  vi.restoreAllMocks();
  refetch.mockReset();
  markResultSeen.mockReset();
  useToastStore.setState({ toasts: [] });
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the dashboard while its readings load', () => {
  it('says it is loading, in both tabs, and invites nothing yet', () => {
    loading();
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('Take your first reading!')).toBeNull();
    openTab(/Compatibility/);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('No Compatibility Readings Yet')).toBeNull();
  });

  it('says when they could not be loaded, and loads them again on request', () => {
    failed();
    renderPage();
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load your readings");
    expect(screen.queryByText('Take your first reading!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('draws nothing until the user is known', () => {
    currentUser = null;
    renderPage();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('the dashboard before a first reading', () => {
  it('invites the first reading, and keeps sharing closed until there is one', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Welcome, Noor' })).toBeTruthy();
    expect(screen.getByText('Take your first reading!')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Let's go" }).getAttribute('href')).toBe(ROUTES.palmUpload);
    expect(screen.getByRole('button', { name: 'Share My Reading' }).hasAttribute('disabled')).toBe(true);
    const invite = screen.getByRole('button', { name: 'Create Compatibility Link' });
    expect(invite.hasAttribute('disabled')).toBe(true);
    expect(invite.getAttribute('aria-describedby')).toBe('first-reading-first');
    expect(screen.getByText('Sharing and compatibility links open after your first reading.')).toBeTruthy();
    // No upsell on a first reading.
    expect(screen.queryByRole('complementary', { name: 'Premium membership' })).toBeNull();
  });

  it('says there is no compatibility result yet, and that a palm reading comes before a link', () => {
    renderPage();
    openTab(/Compatibility/);
    expect(screen.getByText('No Compatibility Readings Yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share Compatibility Link' }));
    expect(screen.getByText('No palm reading found')).toBeTruthy();
  });
});

describe('the dashboard with readings', () => {
  it('shows the newest palm reading with its archetype', () => {
    loaded([olderPalmReading, palmReading]);
    renderPage();
    expect(screen.getByText(palmContent.keyInsight.text)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The Visionary' })).toBeTruthy();
    expect(screen.queryByText(olderInsight)).toBeNull();
    expect(screen.queryByText('Take your first reading!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share My Reading' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Create Compatibility Link' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Sharing and compatibility links open after your first reading.')).toBeNull();
  });

  it('opens another palm reading from the picker, and offers Premium once there are several', () => {
    loaded([palmReading, olderPalmReading]);
    renderPage();
    const picker = screen.getByRole('combobox', { name: 'Choose a reading' });
    expect(screen.getByRole('option', { name: /The Lover · someone else's palm/ })).toBeTruthy();
    fireEvent.change(picker, { target: { value: olderPalmReading.id } });
    expect(screen.getByText(olderInsight)).toBeTruthy();
    expect(screen.queryByText(palmContent.keyInsight.text)).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Premium membership' })).toBeTruthy();
  });

  it('has no picker and no upsell for a single palm reading', () => {
    loaded([palmReading]);
    renderPage();
    expect(screen.queryByRole('combobox', { name: 'Choose a reading' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Premium membership' })).toBeNull();
  });

  it('tells a Premium member of their membership, whatever their readings', () => {
    currentUser = { ...reader, isPremium: true };
    renderPage();
    expect(screen.getByText('Premium · unlimited readings')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Your membership' })).toBeTruthy();
  });

  it('shows a compatibility result on its tab, without marking it seen again', () => {
    loaded([palmReading, compatibilityReading]);
    renderPage();
    openTab(/Compatibility/);
    const result = screen.getByRole('article', { name: 'Compatibility reading' });
    expect(result.textContent).toContain('Kindred Friends');
    expect(result.textContent).toContain('Maya');
    expect(screen.queryByText('No Compatibility Readings Yet')).toBeNull();
    expect(markResultSeen).not.toHaveBeenCalled();
  });

  it('copies the invitation to compare palms with the newest palm reading', async () => {
    const writeText = clipboardAccepting();
    loaded([palmReading]);
    renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Compatibility Link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${ROUTES.compatibility(palmReading.shareId)}`);
    expect(screen.getByText('Compatibility link copied!')).toBeTruthy();
  });

  it('shares the palm reading shown', async () => {
    const writeText = clipboardAccepting();
    loaded([palmReading]);
    renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share My Reading' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${ROUTES.shared(palmReading.shareId)}`);
    expect(screen.getByText('Copied to clipboard!')).toBeTruthy();
  });
});

describe('a result a friend made with the user', () => {
  const news: Reading = { ...compatibilityReading, newForYou: true };

  it('is told first, counted on its tab, and opened from the notice, which marks it seen', async () => {
    loaded([palmReading, news]);
    const queryClient = renderPage();
    expect(screen.getByRole('heading', { name: 'Maya compared palms with you' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: /Compatibility/ });
    expect(tab.textContent).toContain(', 1 new');
    expect(markResultSeen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'See your result' }));
    expect(screen.getByRole('article', { name: 'Compatibility reading' })).toBeTruthy();
    expect(markResultSeen).toHaveBeenCalledWith(queryClient, news);
    // Focus goes to the result's tab, not to the page's start.
    await waitFor(() => expect(document.activeElement).toBe(tab));
  });
});

describe('taking a new reading', () => {
  it('goes to the capture with a reading left', () => {
    currentUser = { ...reader, isPremium: false, unlockedReadings: 1 };
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Take a New Reading' }));
    expect(screen.getByText('Palm upload page')).toBeTruthy();
  });

  it('goes to Premium first without one', () => {
    currentUser = { ...reader, isPremium: false, unlockedReadings: 0 };
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Take a New Reading' }));
    expect(screen.getByText('Premium page')).toBeTruthy();
  });

  it('says so offline, and stays', () => {
    vi.spyOn(connectivity, 'isOnline').mockReturnValue(false);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Take a New Reading' }));
    expect(screen.getByText("You're offline")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome, Noor' })).toBeTruthy();
  });
});
