import '../../ui/screens.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ERROR_CODES } from '@contract/errorCodes';
import { describeError, hasErrorCode } from '../../lib/apiErrors';
import {
  clearCompatibilityFlow,
  flowPartnerShareId,
  inCompatibilityFlow,
  keepPalmInSession,
  useCreateCompatibilityReading,
} from '../../data/compatibility';
import { useCurrentUser } from '../../data/session';
import { useUploadPalm } from './api';
import { downscalePhoto } from './downscalePhoto';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { BackLink } from '../../ui/BackLink';
import { ButtonLink } from '../../ui/ButtonLink';
import { FlowSteps } from '../../ui/FlowSteps';
import { compatibilityFlowStep } from '../../lib/browserStorage';
import { toast } from '../../ui/toastStore';
import { LoadingPhrases } from './LoadingPhrases';
import { PalmCapture } from './PalmCapture';
import { PhotoDrop } from './PhotoDrop';
import { PhotoPreview } from './PhotoPreview';
import { WhosePalm } from './WhosePalm';
import type { PalmOf } from '@contract/readingContent';

const AFTER_UPLOAD_DELAY_MS = 500;

export default function PalmUploadPage() {
  const navigate = useNavigate();
  const upload = useUploadPalm();
  const createCompatibility = useCreateCompatibilityReading();
  const { data: user } = useCurrentUser();
  const [camera, setCamera] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  /** Whose palm the photo shows: the person's own builds their hand profile; someone else's stands alone. */
  const [palmOf, setPalmOf] = useState<PalmOf>('self');
  /** Why the server could not read the last photo: shown beside it until another photo is chosen. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The browser cannot show the photo (an iPhone's HEIC outside Safari); the server still reads it. */
  const [noPreview, setNoPreview] = useState(false);
  const idempotencyKey = useRef(crypto.randomUUID());
  /** Stops the upload under way when the person cancels it. */
  const cancelUpload = useRef<AbortController | null>(null);
  const compatibilityFlow = inCompatibilityFlow();
  const flow = compatibilityFlowStep();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const outOfReadings = Boolean(user && !user.isPremium && user.unlockedReadings < 1 && !compatibilityFlow);

  /** `captured`: taken with the camera; `palmSeen`: the guide saw a palm it would read (or did not run). */
  function choose(file: File, captured: boolean, palmSeen = true) {
    idempotencyKey.current = crypto.randomUUID();
    setRefusal(null);
    setNoPreview(false);
    setPhoto(file);
    setCamera(false);
    if (!captured) return;
    toast(
      palmSeen
        ? {
            title: 'Reading Captured',
            description: 'Your palm photo is ready. Reveal your reading when you are.',
            variant: 'success',
          }
        : // Not called a reading: the guide saw no palm it would read in it.
          {
            title: 'Photo taken',
            description: "We couldn't see an open palm in it. Retake it, or try to read it anyway.",
          },
    );
  }

  async function reveal() {
    if (!photo) return;
    if (!(compatibilityFlow && !user) && !requireOnline('Getting your reading')) return;
    // From the first moment Cancel shows: a tap while the photo is prepared cancels too.
    const cancelled = new AbortController();
    cancelUpload.current = cancelled;
    setBusy(true);
    try {
      const prepared = await downscalePhoto(photo);
      if (cancelled.signal.aborted) throw cancelled.signal.reason;
      if (compatibilityFlow && !user) {
        // Not signed in yet: the palm waits in this session until the account exists.
        await keepPalmInSession(prepared);
        navigate(ROUTES.compatibilityAccountCreation);
        return;
      }
      await upload.mutateAsync({
        photo: prepared,
        filename: photo.name || 'palm.jpg',
        idempotencyKey: idempotencyKey.current,
        // A compatibility check compares the person's own hand.
        palmOf: compatibilityFlow ? 'self' : palmOf,
        signal: cancelled.signal,
      });
      if (compatibilityFlow) {
        const partner = flowPartnerShareId()!;
        // The upload's key: the server keys readings by route and key, so a retry is paid once.
        const result = await createCompatibility.mutateAsync({
          partnerShareId: partner,
          idempotencyKey: idempotencyKey.current,
        });
        clearCompatibilityFlow();
        navigate(ROUTES.compatibilityResult(result.shareId));
        return;
      }
      toast({
        title: 'Reading Saved',
        description: 'Your palm has spoken. Opening your reading...',
        variant: 'success',
      });
      setTimeout(() => navigate(ROUTES.dashboard), AFTER_UPLOAD_DELAY_MS);
    } catch (err) {
      setBusy(false);
      if (cancelled.signal.aborted) {
        // The photo stays; revealing it again asks with the same key, so a reading the server had
        // already written is answered, not paid twice.
        toast({ title: 'Reading cancelled', description: 'Your photo is still here when you want it read.' });
        return;
      }
      if (hasErrorCode(err, ERROR_CODES.unreadablePalm)) {
        // The photo stays on screen with what to change; nothing was spent.
        setRefusal(describeError(err));
        return;
      }
      toast({
        title: compatibilityFlow && user ? 'Compatibility check failed' : 'Upload failed',
        description: describeError(err),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="page upload">
      <BackLink to={ROUTES.dashboard}>Back</BackLink>
      <header className="page__header">
        <h1>Capture Your Palm</h1>
        <p className="lede">
          One open hand, palm flat and facing the camera, fingers relaxed and a little apart. Fill the frame from your
          wrist to your fingertips, in soft even light, and hold still: the same way each time, so your hand reads the
          same.
        </p>
      </header>

      {/* Said before a photo is taken, never while one is being read or just after (the reveal is the reader's). */}
      {outOfReadings && !busy && (
        <section className="notice" role="note">
          <p>
            <strong>You&apos;ve used your free reading.</strong> Go Premium for unlimited readings, or invite friends:
            every 3 friends unlock one more.
          </p>
          <ButtonLink to={ROUTES.subscription} size="sm">
            See Premium
          </ButtonLink>
        </section>
      )}

      {/* Someone invited, not signed in yet: the way to the result, step by step. */}
      {flow && !user && <FlowSteps partnerName={flow.partnerName} current="palm" />}

      {!busy && !compatibilityFlow && <WhosePalm value={palmOf} onChange={setPalmOf} />}

      {busy ? (
        <LoadingPhrases onCancel={compatibilityFlow ? undefined : () => cancelUpload.current?.abort()} />
      ) : camera ? (
        <PalmCapture onCapture={(file, palmSeen) => choose(file, true, palmSeen)} onClose={() => setCamera(false)} />
      ) : photo && preview ? (
        <PhotoPreview
          photo={photo}
          preview={preview}
          noPreview={noPreview}
          onNoPreview={() => setNoPreview(true)}
          refusal={refusal}
          revealLabel={compatibilityFlow && !user ? 'Continue' : 'Reveal My Reading'}
          onReveal={() => void reveal()}
          onRetake={() => setCamera(true)}
          onRemove={() => setPhoto(null)}
        />
      ) : (
        <div className="upload__choices">
          <button type="button" className="choice" onClick={() => setCamera(true)}>
            <svg
              width="40"
              height="40"
              viewBox="0 0 24 24"
              aria-hidden
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            >
              <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z" />
              <circle cx="12" cy="13" r="4" />
            </svg>
            <span className="choice__title">Use Camera</span>
            <span className="choice__hint">Take a photo now</span>
          </button>
          <PhotoDrop onPick={(file) => choose(file, false)} />
        </div>
      )}
    </div>
  );
}
