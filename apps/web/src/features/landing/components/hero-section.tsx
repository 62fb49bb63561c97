import { ArrowRight, Check, LayoutDashboard, Search } from 'lucide-react';
import type { MouseEvent } from 'react';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/session';
import { useScrollToAnchor } from '../../../lib/use-scroll-to-anchor';
import { HeroIllustration } from './hero-illustration';
import './hero-section.css';

const PROMISES = ['Free for creators', 'Any platform', 'Any audience size'] as const;

export function HeroSection() {
  const { user } = useCurrentUser();
  const scrollToAnchor = useScrollToAnchor();
  // A visitor signs up as a brand first; a brand goes straight to search; a creator has no use for it.
  const findCreatorsPath = !user ? '/signup/brand' : user.user_type === 'brand' ? '/brand/creators/search' : null;

  function showFeatures(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    scrollToAnchor('features');
  }

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__eyebrow">The creator–brand marketplace</p>
          <h1 id="hero-title" className="hero__title">
            Get Paid to Create with <span className="hero__highlight">Top Brands</span>
          </h1>
          <p className="hero__lead">
            Sponsorly connects creators with brands for authentic partnerships. Whatever platform you create on and whatever the
            size of your audience, joining is free for creators; brands find the right voices and pay through escrow, released
            when they approve the work.
          </p>
          <div className="hero__actions">
            {user ? (
              <ButtonLink to="/dashboard" size="lg" icon={<LayoutDashboard aria-hidden="true" />}>
                Dashboard
              </ButtonLink>
            ) : (
              <ButtonLink to="/signup/creator" size="lg" iconAfter={<ArrowRight aria-hidden="true" />}>
                Join as Creator
              </ButtonLink>
            )}
            {findCreatorsPath && (
              <ButtonLink to={findCreatorsPath} variant="secondary" size="lg" icon={<Search aria-hidden="true" />}>
                Find creators
              </ButtonLink>
            )}
            <a href="#features" className={buttonClass('ghost', 'lg', false)} onClick={showFeatures}>
              See How It Works
            </a>
          </div>
          <ul className="hero__promises">
            {PROMISES.map((promise) => (
              <li key={promise}>
                <Check aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
