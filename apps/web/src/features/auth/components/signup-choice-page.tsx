import { ArrowRight, Building2, Check, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, IconBadge } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './auth.css';
import './signup-choice-page.css';

interface Choice {
  to: string;
  title: string;
  text: string;
  link: string;
  points: readonly string[];
  Icon: LucideIcon;
  tone: 'primary' | 'accent';
}

const CHOICES: readonly Choice[] = [
  {
    to: '/signup/creator',
    title: "I'm a creator",
    text: 'Get discovered by brands, receive paid offers and manage every campaign in one place.',
    link: 'Sign up as a Creator',
    points: ['Free, always', 'Any platform, any audience size', 'Get paid for the work you deliver'],
    Icon: Sparkles,
    tone: 'primary',
  },
  {
    to: '/signup/brand',
    title: "I'm a brand",
    text: 'Find creators who fit your audience, launch campaigns and keep your budget in view.',
    link: 'Sign up as a Brand',
    points: ['Search creators by niche and platform', 'Briefs, proposals and payments together', 'Clear budgets, no agencies'],
    Icon: Building2,
    tone: 'accent',
  },
];

export function SignupChoicePage() {
  useDocumentTitle('Sign up');
  return (
    <div className="auth-page">
      <header className="choice-page__title">
        <h1>Join Sponsorly</h1>
        <p>Tell us who you are and we'll set up the right account for you.</p>
      </header>
      <ul className="choice-grid">
        {CHOICES.map(({ to, title, text, link, points, Icon, tone }) => (
          <li key={to}>
            <Card as="article" className="choice-card">
              <IconBadge tone={tone}>
                <Icon />
              </IconBadge>
              <h2>{title}</h2>
              <p>{text}</p>
              <ul>
                {points.map((point) => (
                  <li key={point}>
                    <Check aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link to={to} className="choice-card__link">
                {link}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <p className="auth-page__footer">
        Already have an account? <Link to="/login">Log in to your account</Link>
      </p>
    </div>
  );
}
