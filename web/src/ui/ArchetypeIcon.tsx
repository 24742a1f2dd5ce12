import { isArchetype } from '../lib/archetypes';

const PATHS: Record<string, string> = {
  // An eye with rays: the far-seeing Visionary.
  VISIONARY:
    'M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12Z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z M12 2v2 M4.9 4.9l1.4 1.4 M19.1 4.9l-1.4 1.4',
  // A heart: the Lover.
  LOVER:
    'M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 3.8 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.3 0 5.5 3.3 4.3 6.7C19.5 15.4 12 20 12 20Z',
  // Pillars under a pediment: the Builder.
  BUILDER: 'M3 9l9-5 9 5 M5 9v9 M9.7 9v9 M14.3 9v9 M19 9v9 M3 20h18',
  // A flame: the Fire hand's Free Spirit.
  FREE_SPIRIT:
    'M12 21c-3.9 0-6.5-2.7-6.5-6.3 0-3.4 2.3-5.2 3.5-7.7.3 1.8 1.3 3 2.5 3.4C11 7 12.4 4.4 15 3c-.6 2.9.8 4.6 2.1 6.3 1.1 1.4 1.9 3 1.9 5.1C19 18.2 16 21 12 21Z',
  // A crescent moon and a star: the Oracle.
  ORACLE:
    'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z M17 3l.8 1.7L19.5 5.5l-1.7.8L17 8l-.8-1.7L14.5 5.5l1.7-.8L17 3Z',
};

// A five-pointed star for anything else.
const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5Z';

/** The archetype's icon; an unknown value gets a star. Decorative: the name is always shown beside it. */
export function ArchetypeIcon({ archetype, size = 28 }: { archetype: string; size?: number }) {
  const path = isArchetype(archetype) ? PATHS[archetype]! : STAR;
  return (
    <svg
      className="archetype-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-archetype={isArchetype(archetype) ? archetype : 'unknown'}
    >
      <path d={path} />
    </svg>
  );
}
