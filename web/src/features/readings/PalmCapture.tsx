import { useCallback, useEffect, useRef, useState } from 'react';
import { GUIDE_READY, GUIDE_STARTING, GUIDE_WORDS } from '@contract/captureGuide';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toastStore';
import { HOLD_MS } from './guide/guideHold';
import { useHandGuide, type GuideState } from './guide/useHandGuide';

export const CAPTURE_QUALITY = 0.95;
type Facing = 'environment' | 'user';

/** What the guide says now: one thing at a time, or nothing where it does not run. */
function guideWords(guide: GuideState): string | null {
  if (guide.status === 'off') return null;
  if (guide.status === 'starting') return GUIDE_STARTING;
  return guide.verdict === 'ready' ? GUIDE_READY : GUIDE_WORDS[guide.verdict];
}

/**
 * The camera: back camera by default (ideal 1280x720), a switch to the front (its preview mirrored,
 * as a mirror shows a hand), and the shutter. The capture guide judges the frames on the device as
 * the server will judge the photo, says what to change, and captures by itself once the palm would
 * be read and has held still (guide/).
 */
export function PalmCapture({
  onCapture,
  onClose,
}: {
  /** `palmSeen`: false when the guide was judging and had not seen a palm it would read. */
  onCapture(photo: File, palmSeen: boolean): void;
  onClose(): void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  useEffect(() => {
    let cancelled = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      toast({
        title: 'Camera Access Denied',
        description: 'Camera API is not supported in your browser',
        variant: 'destructive',
      });
      onClose();
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
      .then((media) => {
        if (cancelled) {
          media.getTracks().forEach((t) => t.stop());
          return;
        }
        stream.current = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => undefined);
        }
      })
      .catch(() => {
        if (cancelled) return;
        toast({
          title: 'Camera Access Denied',
          description: 'Please allow camera access or upload an image manually.',
          variant: 'destructive',
        });
        onClose();
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [facing, onClose, stop]);

  const captureFrom = useCallback(
    (canvas: HTMLCanvasElement, palmSeen = true) =>
      canvas.toBlob(
        (blob) => {
          if (!blob) return;
          stop();
          onCapture(new File([blob], 'palm-capture.jpg', { type: 'image/jpeg' }), palmSeen);
        },
        'image/jpeg',
        CAPTURE_QUALITY,
      ),
    [onCapture, stop],
  );
  const guide = useHandGuide(video, ready, captureFrom);
  const words = guideWords(guide);
  const outline = guide.status === 'judging' ? guide.outline : null;
  const holdingSince = guide.status === 'judging' ? guide.holdingSince : null;

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    // Taken by hand: a palm only if the guide (where it runs) last saw one it would read.
    captureFrom(canvas, guide.status !== 'judging' || guide.verdict === 'ready');
  }

  return (
    <div className="camera">
      <div
        className={`camera__frame${facing === 'user' ? ' camera__frame--mirrored' : ''}`}
        style={
          // The frame takes the camera's own shape (portrait or landscape), no taller than most of the screen.
          size
            ? {
                aspectRatio: `${size.width} / ${size.height}`,
                width: `min(100%, calc(70vh * ${size.width / size.height}))`,
              }
            : undefined
        }
      >
        <video
          ref={video}
          className="camera__video"
          playsInline
          muted
          onLoadedData={(event) => {
            const v = event.currentTarget;
            setSize({ width: v.videoWidth, height: v.videoHeight });
            setReady(true);
          }}
          aria-label="Camera preview"
        />
        {outline && size ? (
          <svg
            className={`camera__outline${guide.status === 'judging' && guide.verdict === 'ready' ? ' camera__outline--ready' : ''}`}
            viewBox={`0 0 ${size.width} ${size.height}`}
            preserveAspectRatio="xMidYMid slice"
            aria-hidden
          >
            <polygon points={outline.map(([x, y]) => `${x * size.width},${y * size.height}`).join(' ')} />
          </svg>
        ) : (
          <div className="camera__guide" aria-hidden />
        )}
      </div>
      {words !== null && (
        <p className="camera__say" role="status">
          {holdingSince !== null && (
            // Fills while the hand holds still; starts again if it moves. The words say the same.
            <svg key={holdingSince} className="hold-ring" viewBox="0 0 36 36" aria-hidden>
              <circle className="hold-ring__track" cx="18" cy="18" r="15" />
              <circle
                className="hold-ring__fill"
                cx="18"
                cy="18"
                r="15"
                pathLength={1}
                style={{ animationDuration: `${HOLD_MS}ms` }}
              />
            </svg>
          )}
          {words}
        </p>
      )}
      <div className="camera__controls">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button size="lg" onClick={capture} disabled={!ready}>
          Capture
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setReady(false);
            setFacing((f) => (f === 'environment' ? 'user' : 'environment'));
          }}
        >
          Switch Camera
        </Button>
      </div>
    </div>
  );
}
