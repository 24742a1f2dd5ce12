/**
 * Small decorative marks drawn as SVG, not as characters: a symbol a device's fonts lack shows as
 * an empty box, an SVG always draws. Sized by the surrounding text (1em), coloured by `currentColor`.
 */
const PATHS = {
  sparkle: 'M12 2.5c.6 4.6 2.9 6.9 9.5 9.5-6.6 2.6-8.9 4.9-9.5 9.5-.6-4.6-2.9-6.9-9.5-9.5 6.6-2.6 8.9-4.9 9.5-9.5Z',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
  sun: 'M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z M12 1.5v2.5 M12 20v2.5 M4.6 4.6l1.8 1.8 M17.6 17.6l1.8 1.8 M1.5 12H4 M20 12h2.5 M4.6 19.4l1.8-1.8 M17.6 6.4l1.8-1.8',
  system: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M12 3v18',
  mist: 'M3 9h13 M6 13h15 M3 17h11 M17 17h4',
} as const;

export type GlyphName = keyof typeof PATHS;

/** A glyph filled (sparkle, moon, the system half) or stroked (sun rays, mist). */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  const stroked = name === 'sun' || name === 'mist' || name === 'system';
  return (
    <svg
      className={className ? `glyph ${className}` : 'glyph'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden
      focusable="false"
      fill={stroked ? 'none' : 'currentColor'}
      stroke={stroked ? 'currentColor' : 'none'}
      strokeWidth={stroked ? 1.8 : undefined}
      strokeLinecap="round"
    >
      <path d={PATHS[name]} />
      {name === 'system' && <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" stroke="none" />}
    </svg>
  );
}
