import { useEffect, useState } from 'react';

export const LOADING_PHRASES = [
  'Finding your destiny...',
  'Analyzing your palm...',
  'Discovering your destiny',
  'Reading the lines of your heart...',
  'Consulting the stars...',
];

function randomOther(current: string): string {
  const others = LOADING_PHRASES.filter((p) => p !== current);
  return others[Math.floor(Math.random() * others.length)]!;
}

/** A random phrase, changing every couple of seconds while the reading is made. */
export function LoadingPhrases() {
  const [phrase, setPhrase] = useState(() => LOADING_PHRASES[Math.floor(Math.random() * 3)]!);
  useEffect(() => {
    const timer = setInterval(() => setPhrase(randomOther), 2200);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="reading-progress" role="status" aria-live="polite">
      <div className="reading-progress__orb" aria-hidden />
      <p>{phrase}</p>
    </div>
  );
}
