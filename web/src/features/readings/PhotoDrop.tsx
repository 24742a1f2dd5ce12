import { useRef, useState, type DragEvent } from 'react';
import { toast } from '../../ui/toastStore';

function isImage(file: File): boolean {
  return file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name);
}

/** Choose a photo from the device, or drop one here. Images only. */
export function PhotoDrop({ onPick }: { onPick(file: File): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function take(file: File | undefined) {
    if (!file) return;
    if (!isImage(file)) {
      toast({
        title: 'Upload failed',
        description: 'Please choose an image file (JPEG, PNG, WebP or HEIC).',
        variant: 'destructive',
      });
      return;
    }
    onPick(file);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  }

  return (
    <div
      className={`dropzone${over ? ' dropzone--over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        aria-hidden
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      >
        <path d="M12 16V4 M7 9l5-5 5 5 M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
      </svg>
      <p>Drag a photo of your palm here</p>
      <button type="button" className="button button--secondary button--md" onClick={() => input.current?.click()}>
        Choose a Photo
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        aria-label="Upload a palm photo"
        onChange={(e) => {
          take(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
