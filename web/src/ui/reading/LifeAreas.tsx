import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import type { LifeAreaView, PalmReadingView } from '../../lib/readingView';
import { Labelled, List, Prediction, SourceLine } from './readingParts';

function AreaBody({ area, children }: { area: LifeAreaView; children?: ReactNode }) {
  return (
    <>
      <p>{area.text}</p>
      {area.line && <p className="reading__line">{area.line}</p>}
      <Labelled label="Theme" value={area.theme} />
      <Prediction text={area.prediction} />
      {children}
      <SourceLine source={area.source} />
      <Labelled label="Shadow Trait" value={area.shadowTrait} />
    </>
  );
}

function Area({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="accordion__item">
      <Accordion.Header className="accordion__header">
        <Accordion.Trigger className="accordion__trigger">
          <span>{title}</span>
          <svg className="accordion__chevron" width="18" height="18" viewBox="0 0 24 24" aria-hidden>
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="accordion__content">
        <div className="accordion__inner">{children}</div>
      </Accordion.Content>
    </Accordion.Item>
  );
}

/** The four life areas, one open at a time; a shared reading shows its challenges with the journey. */
export function LifeAreas({ view, shared }: { view: PalmReadingView; shared: boolean }) {
  return (
    <section aria-labelledby="life-areas-title" className="reading__areas">
      <h3 id="life-areas-title">Life Areas</h3>
      <Accordion.Root type="single" collapsible className="accordion">
        <Area value="love" title="Love & Relationships">
          <AreaBody area={view.love} />
        </Area>
        <Area value="career" title="Career & Wealth">
          <AreaBody area={view.career} />
        </Area>
        <Area value="health" title="Health & Vitality">
          <AreaBody area={view.health}>
            <Labelled label="Focus area" value={view.health.focusArea} />
          </AreaBody>
          <p className="reading__disclaimer">A reflection on rhythm, rest and habits, not medical advice.</p>
        </Area>
        <Area value="journey" title="Life Journey">
          <p className="reading__milestone">{view.lifeJourney.milestone}</p>
          {view.lifeJourney.text && <p>{view.lifeJourney.text}</p>}
          {view.lifeJourney.line && <p className="reading__line">{view.lifeJourney.line}</p>}
          <Labelled label="Ritual" value={view.lifeJourney.ritual} />
          <Prediction text={view.lifeJourney.prediction} />
          <Labelled label="Shadow Omen" value={view.lifeJourney.shadowOmen} />
          <SourceLine source={view.lifeJourney.source} />
          {shared && view.isFirstReading && view.challenges && (
            <div className="reading__journey-challenges">
              <h4>Challenges</h4>
              <List items={view.challenges} />
            </div>
          )}
        </Area>
      </Accordion.Root>
    </section>
  );
}
