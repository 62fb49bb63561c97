import { useId } from 'react';
import { Card } from '../../../components/ui/card';

export interface Step {
  title: string;
  text: string;
}

/** A numbered "what happens next" list; the numbers are the list's own, so they are read out too. */
export function NextSteps({ title, steps }: { title: string; steps: readonly Step[] }) {
  const titleId = useId();
  return (
    <Card as="section" className="info-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ol className="next-steps">
        {steps.map((step) => (
          <li key={step.title} className="next-steps__item">
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
