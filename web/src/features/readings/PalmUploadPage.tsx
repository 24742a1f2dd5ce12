import { useEffect } from 'react';
import '../../ui/screens.css';
import { ROUTES } from '../../lib/routes';
import { BackLink } from '../../ui/BackLink';
import { ButtonLink } from '../../ui/ButtonLink';
import { FlowSteps } from '../../ui/FlowSteps';
import { LoadingPhrases } from './LoadingPhrases';
import { PalmCapture } from './PalmCapture';
import { prepareGuide } from './guide/useHandGuide';
import { PhotoDrop } from './PhotoDrop';
import { PhotoPreview } from './PhotoPreview';
import { usePalmUpload } from './usePalmUpload';
import { WhosePalm } from './WhosePalm';

/** The palm upload page: draws the flow usePalmUpload runs. */
export default function PalmUploadPage() {
  const {
    invitation,
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
    openCamera,
    closeCamera,
    takePhoto,
    pickPhoto,
    removePhoto,
    markNoPreview,
    reveal,
    cancel,
  } = usePalmUpload();
  // The capture guide, started while the page is read when its files are already on the device.
  useEffect(() => prepareGuide(), []);

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
      {invitation && <FlowSteps partnerName={invitation.partnerName} current="palm" />}

      {!busy && !compatibilityFlow && <WhosePalm value={palmOf} onChange={setPalmOf} />}

      {busy ? (
        <LoadingPhrases onCancel={compatibilityFlow ? undefined : cancel} />
      ) : camera ? (
        <PalmCapture onCapture={takePhoto} onClose={closeCamera} />
      ) : photo && preview ? (
        <PhotoPreview
          photo={photo}
          preview={preview}
          noPreview={noPreview}
          onNoPreview={markNoPreview}
          refusal={refusal}
          revealLabel={beforeAccount ? 'Continue' : 'Reveal My Reading'}
          onReveal={() => void reveal()}
          onRetake={openCamera}
          onRemove={removePhoto}
        />
      ) : (
        <div className="upload__choices">
          <button type="button" className="choice" onClick={openCamera}>
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
          <PhotoDrop onPick={pickPhoto} />
        </div>
      )}
    </div>
  );
}
