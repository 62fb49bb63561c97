import { Handshake, LayoutDashboard, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Card, IconBadge } from '../../../components/ui/card';
import './features-section.css';

interface Feature {
  title: string;
  text: string;
  Icon: LucideIcon;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Connect Directly',
    text: 'Creators and brands find each other and talk directly. No agencies in the middle, no commission taken out of the deal.',
    Icon: Handshake,
  },
  {
    title: 'Campaign Management',
    text: 'Briefs, proposals, deliverables and deadlines live in one place, so every campaign stays on track from offer to final post.',
    Icon: LayoutDashboard,
  },
  {
    title: 'Secure Transactions',
    text: 'The price is agreed and paid into escrow before the work starts, and released to the creator when the brand approves the content, so both sides get what they signed up for.',
    Icon: ShieldCheck,
  },
];

const STEPS = [
  { title: 'Create your profile', text: 'Tell brands what you make, where you post and who watches.' },
  { title: 'Get matched', text: 'Brands send offers that fit your niche, or you pitch the brands you love.' },
  { title: 'Create and get paid', text: 'Deliver the content you agreed on and get paid on time.' },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">How it works</p>
          <h2 id="features-title">Everything a partnership needs</h2>
          <p className="section-heading__lead">
            From the first message to the final payment, Sponsorly keeps creators and brands on the same page.
          </p>
        </header>

        <ul className="feature-grid">
          {FEATURES.map(({ title, text, Icon }) => (
            <li key={title}>
              <Card as="article" className="feature-card">
                <IconBadge>
                  <Icon />
                </IconBadge>
                <h3>{title}</h3>
                <p>{text}</p>
              </Card>
            </li>
          ))}
        </ul>

        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
