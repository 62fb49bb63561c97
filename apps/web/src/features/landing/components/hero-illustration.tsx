import { BadgeCheck, Camera, TrendingUp } from 'lucide-react';
import './hero-illustration.css';

/**
 * A drawing of the product at work (an offer, a payment, a match), built from HTML and CSS so that
 * nothing is fetched. It is decoration: screen readers skip it.
 */
export function HeroIllustration() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__card hero-art__offer">
        <div className="hero-art__row">
          <span className="hero-art__avatar">GL</span>
          <div>
            <p className="hero-art__name">Glow Labs</p>
            <p className="hero-art__meta">Skincare · New offer</p>
          </div>
          <span className="hero-art__pill">Match 94%</span>
        </div>
        <div className="hero-art__brief">
          <Camera />
          <span>1 Instagram Reel + 3 Stories</span>
        </div>
        <div className="hero-art__row hero-art__row--end">
          <p className="hero-art__amount">$1,200</p>
          <span className="hero-art__cta">Accept offer</span>
        </div>
      </div>

      <div className="hero-art__card hero-art__payment">
        <BadgeCheck />
        <div>
          <p className="hero-art__name">Payment received</p>
          <p className="hero-art__meta">Summer Glow</p>
        </div>
        <p className="hero-art__plus">+$850</p>
      </div>

      <div className="hero-art__card hero-art__stats">
        <TrendingUp />
        <div>
          <p className="hero-art__name">Profile views</p>
          <div className="hero-art__bars">
            <span />
            <span />
            <span />
            <span />
            <span />
            <span />
          </div>
        </div>
      </div>
    </div>
  );
}
