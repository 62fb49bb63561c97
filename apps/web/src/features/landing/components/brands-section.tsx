import { LANDING_COPY } from '@sponsorly/shared';
import { BadgeCheck, Lock, RotateCcw, Scale, type LucideIcon } from 'lucide-react';
import { IconBadge } from '../../../components/ui/card';
import './brands-section.css';

const ESCROW_ICONS: readonly LucideIcon[] = [Lock, BadgeCheck, RotateCcw, Scale];

/** For brands: how a deal goes, and what the escrow protects (docs/landing-and-legal-pages.md). */
export function BrandsSection() {
  return (
    <section id="brands" className="landing-section landing-section--tinted" aria-labelledby="brands-title">
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">For brands</p>
          <h2 id="brands-title">Find creators, and pay only for work you approve</h2>
          <p className="section-heading__lead">
            Search creators or let them come to your campaign, agree the terms in one place, and keep your money safe until the
            content is right.
          </p>
        </header>

        <ol className="brand-steps">
          {LANDING_COPY.brandSteps.map((step, index) => (
            <li key={step.title} className="brand-steps__item">
              <span className="brand-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>

        <section className="escrow" aria-labelledby="escrow-title">
          <h3 id="escrow-title" className="escrow__title">
            What the escrow protects
          </h3>
          <ul className="escrow__list">
            {LANDING_COPY.escrow.map((item, index) => {
              const Icon = ESCROW_ICONS[index] ?? Lock;
              return (
                <li key={item.title} className="escrow__item">
                  <IconBadge tone="accent">
                    <Icon />
                  </IconBadge>
                  <div>
                    <h4>{item.title}</h4>
                    <p>{item.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </section>
  );
}
