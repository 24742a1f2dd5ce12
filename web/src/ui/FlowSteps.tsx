/** The steps of an invitation to compare palms, the current one marked, and how many are left. */
const STEPS = ['palm', 'account', 'result'] as const;
export type FlowStep = (typeof STEPS)[number];

export function FlowSteps({ partnerName, current }: { partnerName: string; current: FlowStep }) {
  const left = STEPS.length - 1 - STEPS.indexOf(current);
  const labels: Record<FlowStep, string> = {
    palm: 'Your palm photo',
    account: 'Your free account',
    result: `You & ${partnerName}`,
  };
  return (
    <section className="flow-steps" aria-label={`Comparing palms with ${partnerName}`}>
      <p className="flow-steps__title">
        {left === 0
          ? `You & ${partnerName}`
          : `${left === 1 ? 'One step' : 'Two steps'} left to see you and ${partnerName}`}
      </p>
      <ol className="flow-steps__list">
        {STEPS.map((step, i) => (
          <li
            key={step}
            className={`step step--${i < STEPS.indexOf(current) ? 'done' : step === current ? 'now' : 'next'}`}
            aria-current={step === current ? 'step' : undefined}
          >
            {labels[step]}
          </li>
        ))}
      </ol>
    </section>
  );
}
