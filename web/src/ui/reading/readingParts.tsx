/** The small pieces a reading's sections are written with. */
import { Glyph } from '../Glyph';

export function SourceLine({ source }: { source?: string }) {
  return source ? <p className="reading__source">Source: {source}</p> : null;
}

export function Labelled({ label, value }: { label: string; value?: string }) {
  return value ? (
    <p className="reading__labelled">
      <span className="reading__label">{label}:</span> {value}
    </p>
  ) : null;
}

export function Prediction({ text }: { text?: string }) {
  return text ? (
    <p className="reading__prediction">
      <Glyph name="sparkle" className="glyph--lead" />
      {text}
    </p>
  ) : null;
}

export function List({ items }: { items: string[] }) {
  return (
    <ul className="reading__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
