import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS, PALM_REFUSALS } from '@contract/errors';
import type { PalmOf } from '@contract/readingContent';
import type { User } from '@contract/user';
import type * as CompatibilityData from '../../data/compatibility';
import { ApiRequestError } from '../../lib/apiClient';
import { SESSION_KEYS } from '../../lib/browserStorage';
import { connectivity } from '../../lib/connectivity';
import { createQueryClient } from '../../lib/queryClient';
import { ROUTE_PATTERNS, ROUTES } from '../../lib/routes';
import { compatibilityReading, palmReading, reader } from '../../test/readingFixtures';
import Toaster from '../../ui/Toaster';
import { useToastStore } from '../../ui/toastStore';

/** What the page asks of the upload: the server's side is this mock's answer. */
interface UploadRequest {
  photo: Blob;
  filename: string;
  idempotencyKey: string;
  palmOf: PalmOf;
  signal?: AbortSignal;
}

const uploadPalm = vi.fn((_request: UploadRequest) => Promise.resolve(palmReading));
vi.mock('./api', () => ({ useUploadPalm: () => ({ mutateAsync: uploadPalm }) }));

const createCompatibility = vi.fn((_request: { partnerShareId: string; idempotencyKey: string }) =>
  Promise.resolve(compatibilityReading),
);
// The invitation flow itself (session storage, the kept palm) is the real one: only the check is mocked.
vi.mock('../../data/compatibility', async (importOriginal) => ({
  ...(await importOriginal<typeof CompatibilityData>()),
  useCreateCompatibilityReading: () => ({ mutateAsync: createCompatibility }),
}));

let currentUser: User | null = reader;
vi.mock('../../data/session', () => ({ useCurrentUser: () => ({ data: currentUser }) }));

/** The photo as it is sent: made smaller on the device first. */
const prepared = new Blob(['downscaled jpeg'], { type: 'image/jpeg' });
const downscalePhoto = vi.fn((_photo: Blob) => Promise.resolve(prepared));
vi.mock('./downscalePhoto', () => ({ downscalePhoto }));

// The real camera needs a camera and starts the capture guide's worker: a stand-in takes the photo.
vi.mock('./PalmCapture', () => ({
  PalmCapture: ({ onCapture, onClose }: { onCapture(photo: File, palmSeen: boolean): void; onClose(): void }) => (
    <div>
      <button type="button" onClick={() => onCapture(photoFile('palm-capture.jpg'), true)}>
        Shutter
      </button>
      <button type="button" onClick={() => onCapture(photoFile('palm-capture.jpg'), false)}>
        Shutter without a palm
      </button>
      <button type="button" onClick={onClose}>
        Close camera
      </button>
    </div>
  ),
}));

const { default: PalmUploadPage } = await import('./PalmUploadPage');

function photoFile(name = 'my-palm.jpg'): File {
  return new File(['jpeg bytes'], name, { type: 'image/jpeg' });
}

function CompatibilityResultStub() {
  return <p>Compatibility result {useParams().id}</p>;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[ROUTES.palmUpload]}>
        <Routes>
          <Route path={ROUTES.palmUpload} element={<PalmUploadPage />} />
          <Route path={ROUTES.dashboard} element={<p>Dashboard</p>} />
          <Route path={ROUTES.compatibilityAccountCreation} element={<p>Create your account</p>} />
          <Route path={ROUTE_PATTERNS.compatibilityResult} element={<CompatibilityResultStub />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function choosePhoto(file = photoFile()) {
  fireEvent.change(screen.getByLabelText('Upload a palm photo'), { target: { files: [file] } });
}

/** Taps the reveal; every update its answer makes is flushed inside act. */
async function reveal(label = 'Reveal My Reading') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
}

/** Invited by Maya to compare palms (the session keys the invitation page sets). */
function invitedByMaya() {
  sessionStorage.setItem(SESSION_KEYS.compatibilityFlow, 'true');
  sessionStorage.setItem(SESSION_KEYS.partnerReadingShareId, 'share-maya');
  sessionStorage.setItem(SESSION_KEYS.partnerName, 'Maya');
}

const serverTrouble = () => new ApiRequestError(503, '503: unavailable', undefined);
const unreadablePalm = () =>
  new ApiRequestError(422, '422: unreadable', {
    error: API_ERRORS.unreadablePalm.message,
    code: API_ERRORS.unreadablePalm.code,
    details: PALM_REFUSALS.blurred,
  });

const sentKeys = () => uploadPalm.mock.calls.map(([request]) => request.idempotencyKey);

beforeEach(() => {
  currentUser = reader;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:palm-photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  // Unmounted before jsdom goes: the page's timers and the toasts must not outlive the test.
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  uploadPalm.mockReset();
  createCompatibility.mockReset();
  downscalePhoto.mockReset();
  useToastStore.setState({ toasts: [] });
  sessionStorage.clear();
});

describe('choosing a photo', () => {
  it('shows the chosen file with the way to reveal it', () => {
    renderPage();
    expect(screen.queryByRole('img', { name: 'Preview of your palm photo' })).toBeNull();
    choosePhoto();
    expect(screen.getByRole('img', { name: 'Preview of your palm photo' }).getAttribute('src')).toBe('blob:palm-photo');
    expect(screen.getByRole('button', { name: 'Reveal My Reading' })).toBeTruthy();
    expect(uploadPalm).not.toHaveBeenCalled();
  });

  it('takes a photo with the camera, and says when the guide saw no palm in it', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Use Camera/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(screen.getByLabelText('Upload a palm photo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Use Camera/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Shutter' }));
    expect(screen.getByText('Reading Captured')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reveal My Reading' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: /Use Camera/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Shutter without a palm' }));
    expect(screen.getByText('Photo taken')).toBeTruthy();
    expect(screen.queryByText('Reading Captured')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reveal My Reading' })).toBeTruthy();
  });
});

describe('revealing a reading', () => {
  it('sends the prepared photo with whose palm it is, then says it is saved and opens the dashboard', async () => {
    uploadPalm.mockResolvedValue(palmReading);
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /Someone else's/ }));
    choosePhoto();
    vi.useFakeTimers();
    await reveal();
    expect(uploadPalm).toHaveBeenCalledTimes(1);
    const [request] = uploadPalm.mock.calls[0]!;
    expect(request.photo).toBe(prepared);
    expect(request).toMatchObject({ filename: 'my-palm.jpg', palmOf: 'other' });
    expect(screen.getByText('Reading Saved')).toBeTruthy();
    // The toast is read on this page first; the dashboard follows half a second later.
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText('Dashboard')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });

  it('says the upload failed, keeps the photo, and retries it with the same key', async () => {
    uploadPalm.mockRejectedValueOnce(serverTrouble()).mockResolvedValueOnce(palmReading);
    renderPage();
    choosePhoto();
    await reveal();
    expect(screen.getByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('Palme is having trouble right now. Please try again in a moment.')).toBeTruthy();
    await reveal();
    expect(screen.getByText('Reading Saved')).toBeTruthy();
    expect(sentKeys()).toHaveLength(2);
    expect(sentKeys()[1]).toBe(sentKeys()[0]);
  });

  it('asks with a new key once another photo is chosen', async () => {
    uploadPalm.mockRejectedValue(serverTrouble());
    renderPage();
    choosePhoto();
    await reveal();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    choosePhoto(photoFile('another-palm.jpg'));
    await reveal();
    expect(sentKeys()).toHaveLength(2);
    expect(sentKeys()[1]).not.toBe(sentKeys()[0]);
  });

  it('shows a refused photo with why, beside the photo, and no failure', async () => {
    uploadPalm.mockRejectedValue(unreadablePalm());
    renderPage();
    choosePhoto();
    await reveal();
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toContain("We couldn't read this photo.");
    expect(refusal.textContent).toContain(PALM_REFUSALS.blurred);
    expect(refusal.textContent).toContain('Nothing was spent.');
    expect(screen.getByRole('img', { name: 'Preview of your palm photo' })).toBeTruthy();
    expect(screen.queryByText('Upload failed')).toBeNull();
    // Not offered to be read again as it is: the notice says what to do instead.
    expect(screen.queryByRole('button', { name: 'Reveal My Reading' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retake with Camera' }));
    expect(screen.getByRole('button', { name: 'Shutter' })).toBeTruthy();
  });

  it('cancels an upload under way, keeps the photo, and asks again with the same key', async () => {
    // Answers only as a request would when it is cancelled: aborted with its signal.
    uploadPalm.mockImplementationOnce(
      ({ signal }) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    uploadPalm.mockResolvedValueOnce(palmReading);
    renderPage();
    choosePhoto();
    await reveal();
    expect(uploadPalm.mock.calls[0]![0].signal?.aborted).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(uploadPalm.mock.calls[0]![0].signal?.aborted).toBe(true);
    expect(screen.getByText('Reading cancelled')).toBeTruthy();
    expect(screen.queryByText('Upload failed')).toBeNull();
    await reveal();
    expect(sentKeys()).toHaveLength(2);
    expect(sentKeys()[1]).toBe(sentKeys()[0]);
  });

  it('cancels while the photo is still being prepared, before anything is sent', async () => {
    let prepare!: (photo: Blob) => void;
    downscalePhoto.mockImplementationOnce(() => new Promise((resolve) => (prepare = resolve)));
    renderPage();
    choosePhoto();
    await reveal();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => prepare(prepared));
    expect(screen.getByText('Reading cancelled')).toBeTruthy();
    expect(uploadPalm).not.toHaveBeenCalled();
  });

  it('says so offline, and sends nothing', async () => {
    vi.spyOn(connectivity, 'isOnline').mockReturnValue(false);
    renderPage();
    choosePhoto();
    await reveal();
    expect(screen.getByText("You're offline")).toBeTruthy();
    expect(downscalePhoto).not.toHaveBeenCalled();
    expect(uploadPalm).not.toHaveBeenCalled();
  });
});

describe('an invitation to compare palms', () => {
  it('keeps the palm in the session of someone not signed in, and leads them to create an account', async () => {
    currentUser = null;
    invitedByMaya();
    renderPage();
    expect(screen.getByRole('region', { name: 'Comparing palms with Maya' })).toBeTruthy();
    // A compatibility check compares the person's own hand: no question whose it is.
    expect(screen.queryByRole('radio', { name: /Someone else's/ })).toBeNull();
    choosePhoto();
    await reveal('Continue');
    expect(await screen.findByText('Create your account')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.compatibilityPalmImage)).toMatch(/^data:image\/jpeg;base64,/);
    expect(uploadPalm).not.toHaveBeenCalled();
  });

  it('uploads the palm of someone signed in, then makes the check with the upload’s key and opens it', async () => {
    invitedByMaya();
    uploadPalm.mockResolvedValue(palmReading);
    createCompatibility.mockResolvedValue(compatibilityReading);
    renderPage();
    expect(screen.queryByRole('region', { name: 'Comparing palms with Maya' })).toBeNull();
    choosePhoto();
    await reveal();
    expect(uploadPalm.mock.calls[0]![0].palmOf).toBe('self');
    expect(createCompatibility).toHaveBeenCalledWith({ partnerShareId: 'share-maya', idempotencyKey: sentKeys()[0] });
    expect(screen.getByText(`Compatibility result ${compatibilityReading.shareId}`)).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.compatibilityFlow)).toBeNull();
  });

  it('says the check failed when the compatibility reading cannot be made', async () => {
    invitedByMaya();
    uploadPalm.mockResolvedValue(palmReading);
    createCompatibility.mockRejectedValue(serverTrouble());
    renderPage();
    choosePhoto();
    await reveal();
    expect(screen.getByText('Compatibility check failed')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of your palm photo' })).toBeTruthy();
  });
});

describe('the notice of no readings left', () => {
  const notice = () => screen.queryByText("You've used your free reading.");

  it('is shown to a user without Premium and without a reading left', () => {
    currentUser = { ...reader, isPremium: false, unlockedReadings: 0 };
    renderPage();
    expect(notice()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe(ROUTES.subscription);
  });

  it('is not shown with a reading left, with Premium, or within an invitation to compare palms', () => {
    currentUser = { ...reader, isPremium: false, unlockedReadings: 1 };
    renderPage();
    expect(notice()).toBeNull();
    cleanup();
    currentUser = { ...reader, isPremium: true, unlockedReadings: 0 };
    renderPage();
    expect(notice()).toBeNull();
    cleanup();
    currentUser = { ...reader, isPremium: false, unlockedReadings: 0 };
    invitedByMaya();
    renderPage();
    expect(notice()).toBeNull();
  });
});
