/** The numbers a benchmark reports: median and spread over repeated runs, and the ratio to a reference. */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Figure {
  group: string;
  name: string;
  unit: string;
  runs: number[];
  median: number;
  min: number;
  max: number;
  reference?: { name: string; median: number };
  /** median / reference median */
  ratio?: number;
  target?: { text: string; met: boolean };
}

export function figure(
  group: string,
  name: string,
  unit: string,
  runs: number[],
  options: {
    reference?: { name: string; runs: number[] };
    target?: (median: number, ratio?: number) => { text: string; met: boolean };
  } = {},
): Figure {
  const m = median(runs);
  const ref = options.reference ? { name: options.reference.name, median: median(options.reference.runs) } : undefined;
  const ratio = ref && ref.median !== 0 ? m / ref.median : undefined;
  return {
    group,
    name,
    unit,
    runs,
    median: m,
    min: Math.min(...runs),
    max: Math.max(...runs),
    reference: ref,
    ratio,
    target: options.target?.(m, ratio),
  };
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));

export function table(figures: Figure[]): string {
  const rows = figures.map((f) => [
    f.group,
    f.name,
    `${fmt(f.median)} ${f.unit}`,
    f.runs.length > 1 ? `${fmt(f.min)}–${fmt(f.max)}` : '(exact)',
    f.reference ? `${fmt(f.reference.median)} ${f.unit} (${f.reference.name})` : '',
    f.ratio === undefined ? '' : `${f.ratio.toFixed(2)}×`,
    f.target ? `${f.target.met ? 'met' : 'MISSED'}: ${f.target.text}` : '',
  ]);
  const header = ['group', 'figure', 'median', 'spread', 'reference', 'ratio', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
