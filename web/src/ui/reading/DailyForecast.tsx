import type { PalmReadingView } from '../../lib/readingView';

/** Today's forecast: mood, lucky time, what to do and skip, the fortunate month and the zodiac match. */
export function DailyForecast({ forecast }: { forecast: PalmReadingView['forecast'] }) {
  return (
    <section className="card" aria-labelledby="forecast-title">
      <h3 id="forecast-title">Today&apos;s Forecast</h3>
      <dl className="forecast">
        {forecast.mood && (
          <div>
            <dt>Mood</dt>
            <dd>{forecast.mood}</dd>
          </div>
        )}
        {forecast.luckWindow && (
          <div>
            <dt>Lucky Time</dt>
            <dd>{forecast.luckWindow}</dd>
          </div>
        )}
        {forecast.doToday && (
          <div>
            <dt>Do Today</dt>
            <dd>{forecast.doToday}</dd>
          </div>
        )}
        {forecast.dontToday && (
          <div>
            <dt>Skip Today</dt>
            <dd>{forecast.dontToday}</dd>
          </div>
        )}
        <div>
          <dt>Fortunate Month</dt>
          <dd>{forecast.fortunateMonth}</dd>
        </div>
        {forecast.zodiacMatch && (
          <div>
            <dt>Zodiac Match</dt>
            <dd>{forecast.zodiacMatch}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
