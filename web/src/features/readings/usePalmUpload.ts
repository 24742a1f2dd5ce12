import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ERROR_CODES } from '@contract/errorCodes';
import type { PalmOf } from '@contract/readingContent';
import {
  clearCompatibilityFlow,
  flowPartnerShareId,
  inCompatibilityFlow,
  keepPalmInSession,
  useCreateCompatibilityReading,
} from '../../data/compatibility';
import { useCurrentUser } from '../../data/session';
import { describeError, hasErrorCode } from '../../lib/apiErrors';
import { compatibilityFlowStep } from '../../lib/browserStorage';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { toast } from '../../ui/toastStore';
import { useUploadPalm } from './api';
import { downscalePhoto } from './downscalePhoto';

const AFTER_UPLOAD_DELAY_MS = 500;

/**
 * The palm upload flow, for PalmUploadPage to draw: the chosen photo (from the camera or the
 * device), whose palm it is, and its reveal: an upload that may be cancelled and retried (paid once),
 * refused (the photo stays, nothing spent), or, for someone invited to compare palms, kept until
 * they have an account or followed by the compatibility check.
 */
export function usePalmUpload() {
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
  /** One per chosen photo: revealing the same photo again (after a cancel or a failure) is paid once. */
  const idempotencyKey = useRef(crypto.randomUUID());
  /** Stops the upload under way when the person cancels it. */
  const cancelUpload = useRef<AbortController | null>(null);
  const compatibilityFlow = inCompatibilityFlow();
  const flow = compatibilityFlowStep();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const outOfReadings = Boolean(user && !user.isPremium && user.unlockedReadings < 1 && !compatibilityFlow);
  /** Invited to compare palms and not signed in yet: the photo waits in the session for the account. */
  const beforeAccount = compatibilityFlow && !user;

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
    if (!beforeAccount && !requireOnline('Getting your reading')) return;
    // From the first moment Cancel shows: a tap while the photo is prepared cancels too.
    const cancelled = new AbortController();
    cancelUpload.current = cancelled;
    setBusy(true);
    try {
      const prepared = await downscalePhoto(photo);
      if (cancelled.signal.aborted) throw cancelled.signal.reason;
      if (beforeAccount) {
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

  return {
    /** The invitation to compare palms, while the person is not signed in: its steps are shown. */
    invitation: user ? null : flow,
    compatibilityFlow,
    beforeAccount,
    outOfReadings,
    camera,
    photo,
    preview,
    noPreview,
    refusal,
    busy,
    palmOf,
    setPalmOf,
    openCamera: () => setCamera(true),
    closeCamera: () => setCamera(false),
    takePhoto: (file: File, palmSeen: boolean) => choose(file, true, palmSeen),
    pickPhoto: (file: File) => choose(file, false),
    removePhoto: () => setPhoto(null),
    markNoPreview: () => setNoPreview(true),
    reveal,
    cancel: () => cancelUpload.current?.abort(),
  };
}
