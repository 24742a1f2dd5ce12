import { useId, useState } from 'react';
import type { PalmLines } from '@contract/reading';
import { Button } from '../Button';
import { PalmImage } from './PalmImage';

const LINES = [
  { key: 'heart', label: 'Heart line' },
  { key: 'head', label: 'Head line' },
  { key: 'life', label: 'Life line' },
] as const;

function pointsOf(flat: number[]): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push(`${flat[i]},${flat[i + 1]}`);
  return pairs.join(' ');
}

/**
 * The palm photo with the lines the engine traced, drawn over it on request (off by default, and
 * never printed). The SVG shares the photo's pixel space and its `cover` framing, so the lines sit
 * on the creases they were traced from. Lines are named by colour in the legend below the photo, not
 * on it: head and life lines start at the same place, and names drawn there covered each other and
 * the lines on a palm that fills only part of the photo. A line that could not be traced is said,
 * not drawn.
 */
export function PalmPhotoWithLines({
  url,
  alt,
  ownerId,
  lines,
}: {
  url: string | null;
  alt: string;
  ownerId?: string | null;
  lines: PalmLines | null | undefined;
}) {
  const [shown, setShown] = useState(false);
  const legendId = useId();
  if (!lines) return <PalmImage url={url} alt={alt} ownerId={ownerId} />;
  const traced = LINES.filter(({ key }) => lines[key]);
  // Bold enough to read on a phone over a busy photo: about 1% of the photo's width.
  const stroke = Math.max(4, lines.width / 100);
  return (
    <div className="palm-lines">
      <PalmImage url={url} alt={alt} ownerId={ownerId}>
        {shown && (
          <svg
            className="palm-lines__overlay"
            viewBox={`0 0 ${lines.width} ${lines.height}`}
            preserveAspectRatio="xMidYMid slice"
            role="img"
            aria-label={`Traced on the photo: ${traced.map((l) => l.label.toLowerCase()).join(', ') || 'no lines'}`}
          >
            {traced.map(({ key }) => (
              <polyline
                key={key}
                className={`palm-lines__line palm-lines__line--${key}`}
                points={pointsOf(lines[key]!)}
                strokeWidth={stroke}
                pathLength={1}
              />
            ))}
          </svg>
        )}
      </PalmImage>
      <Button
        variant="secondary"
        size="sm"
        className="palm-lines__toggle"
        aria-pressed={shown}
        aria-describedby={legendId}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide palm lines' : 'Show palm lines'}
      </Button>
      <ul className="palm-lines__legend" id={legendId} hidden={!shown}>
        {LINES.map(({ key, label }) => (
          <li key={key} className={`palm-lines__key palm-lines__key--${key}`}>
            <span aria-hidden className="palm-lines__swatch" />
            {lines[key] ? label : `${label}: not clear in this photo`}
          </li>
        ))}
      </ul>
    </div>
  );
}
