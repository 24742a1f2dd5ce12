import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toastStore';

export const CAPTURE_QUALITY = 0.95;
type Facing = 'environment' | 'user';

/** The camera: back camera by default (ideal 1280x720), a switch to the front, and a capture button. */
export function PalmCapture({ onCapture, onClose }: { onCapture(photo: File): void; onClose(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const [ready, setReady] = useState(false);

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

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        stop();
        onCapture(new File([blob], 'palm-capture.jpg', { type: 'image/jpeg' }));
      },
      'image/jpeg',
      CAPTURE_QUALITY,
    );
  }

  return (
    <div className="camera">
      <div className="camera__frame">
        <video
          ref={video}
          className="camera__video"
          playsInline
          muted
          onLoadedData={() => setReady(true)}
          aria-label="Camera preview"
        />
        <div className="camera__guide" aria-hidden />
      </div>
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
