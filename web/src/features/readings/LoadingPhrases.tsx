import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';

export const LOADING_PHRASES = [
  'Finding your destiny...',
  'Analyzing your palm...',
  'Discovering your destiny',
  'Reading the lines of your heart...',
  'Consulting the stars...',
];

/**
 * What the server does with the photo, in order. One request does all three, so the page moves on
 * by a pace, not by news from the server: the last step stays current until the reading has
 * arrived, and no step is ever shown done after a refusal (the page leaves this view at once).
 */
export const UPLOAD_STAGES = [
  { label: 'Finding your hand', usualMs: 1500 },
  { label: 'Tracing the lines', usualMs: 2000 },
  { label: 'Writing your reading', usualMs: Infinity },
] as const;

function randomOther(current: string): string {
  const others = LOADING_PHRASES.filter((p) => p !== current);
  return others[Math.floor(Math.random() * others.length)]!;
}

/** A random phrase, changing every couple of seconds while the reading is made. */
function usePhrase(): string {
  const [phrase, setPhrase] = useState(() => LOADING_PHRASES[Math.floor(Math.random() * 3)]!);
  useEffect(() => {
    const timer = setInterval(() => setPhrase(randomOther), 2200);
    return () => clearInterval(timer);
  }, []);
  return phrase;
}

/** The step the reading is at, moving on as each usually ends. */
function useStage(): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const usual = UPLOAD_STAGES[stage]!.usualMs;
    if (!Number.isFinite(usual)) return;
    const timer = setTimeout(() => setStage(stage + 1), usual);
    return () => clearTimeout(timer);
  }, [stage]);
  return stage;
}

/** While the photo is read: its steps, the current one marked, a phrase, and a way to stop. */
export function LoadingPhrases({ onCancel }: { onCancel?: () => void }) {
  const phrase = usePhrase();
  const stage = useStage();
  return (
    <div className="reading-progress" role="status" aria-live="polite">
      <div className="reading-progress__orb" aria-hidden />
      <ol className="reading-progress__stages" aria-label="Reading your palm">
        {UPLOAD_STAGES.map(({ label }, i) => (
          <li
            key={label}
            className={`step step--${i < stage ? 'done' : i === stage ? 'now' : 'next'}`}
            aria-current={i === stage ? 'step' : undefined}
          >
            {label}
          </li>
        ))}
      </ol>
      <p>{phrase}</p>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
