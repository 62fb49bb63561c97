import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface Faq {
  question: string;
  answer: ReactNode;
}

/** Questions that open in place: native <details>, so keyboard and screen readers work without script. */
export function FaqList({ title, items }: { title: string; items: readonly Faq[] }) {
  const titleId = useId();
  return (
    <section className="faq" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="faq__list">
        {items.map(({ question, answer }) => (
          <details key={question} className="faq__item">
            <summary>
              <span>{question}</span>
              <ChevronDown aria-hidden="true" className="faq__chevron" />
            </summary>
            <div className="faq__answer">{answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
