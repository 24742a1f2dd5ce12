import type { PalmReadingView } from '../../lib/readingView';

/** Today's forecast: mood, lucky time, what to do and skip, the fortunate month and the zodiac match. */
export function DailyForecast({ forecast }: { forecast: PalmReadingView['forecast'] }) {
  // A row for each part the reading has (the fortunate month always).
  const rows: Array<[string, string | undefined]> = [
    ['Mood', forecast.mood],
    ['Lucky Time', forecast.luckWindow],
    ['Do Today', forecast.doToday],
    ['Skip Today', forecast.dontToday],
    ['Fortunate Month', forecast.fortunateMonth],
    ['Zodiac Match', forecast.zodiacMatch],
  ];
  return (
    <section className="card" aria-labelledby="forecast-title">
      <h3 id="forecast-title">Today&apos;s Forecast</h3>
      {forecast.why && <p className="forecast__why">{forecast.why}</p>}
      <dl className="forecast">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}
