import { CalendarDays, Globe, HeartHandshake } from 'lucide-react';
import './about-section.css';

const FACTS = [
  { label: 'Founded', value: '2022', Icon: CalendarDays },
  { label: 'Cost for creators', value: 'Free', Icon: HeartHandshake },
  { label: 'Platforms welcome', value: 'All', Icon: Globe },
] as const;

export function AboutSection() {
  return (
    <section id="about" className="landing-section landing-section--tinted" aria-labelledby="about-title">
      <div className="container about">
        <div className="about__copy">
          <p className="section-heading__eyebrow">About us</p>
          <h2 id="about-title">Sponsorships that work for creators, not just for big names</h2>
          <h3>Our mission</h3>
          <p>
            We believe every creator with an engaged audience deserves fair, paid partnerships, and every brand deserves to work
            with people its customers actually trust. Our mission is to make that match simple, transparent and fair for both
            sides.
          </p>
          <h3>Our story</h3>
          <p>
            Sponsorly was founded in 2022 by a small team of creators and marketers. We had watched talented creators wait months
            for unpaid invoices, and brands spend their budgets on reach that never turned into trust. So we built the marketplace
            we wished we'd had: direct connections, clear agreements and payments you can count on.
          </p>
        </div>
        <dl className="about__facts">
          {FACTS.map(({ label, value, Icon }) => (
            <div key={label} className="about__fact">
              <dt>
                <Icon aria-hidden="true" />
                {label}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
