import { Mail } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TEAM } from '../lib/team';
import { TeamPortrait } from './team-portrait';
import './info-pages.css';

/** Spec section 2, /team: the people behind Sponsorly. */
export function TeamPage() {
  useDocumentTitle('Our Team');
  return (
    <div className="info-page">
      <div className="container info-page__inner info-page__inner--wide">
        <header className="info-hero">
          <p className="info-hero__eyebrow">About us</p>
          <h1>Our Team</h1>
          <p className="info-hero__lead">
            Creators, engineers and partnership people who have sat on both sides of a sponsorship deal.
          </p>
        </header>

        <ul className="team-grid">
          {TEAM.map((member) => (
            <li key={member.name}>
              <Card as="article" className="team-card">
                <TeamPortrait portrait={member.portrait} />
                <h2>{member.name}</h2>
                <p className="team-card__role">{member.role}</p>
                <p className="team-card__bio">{member.bio}</p>
              </Card>
            </li>
          ))}
        </ul>

        <Card as="section" className="team-cta" aria-labelledby="team-cta-title">
          <h2 id="team-cta-title">Want to talk to us?</h2>
          <p>Whether you create or you are looking for creators, we would love to hear from you.</p>
          <ButtonLink to="/#contact" icon={<Mail aria-hidden="true" />}>
            Get in touch
          </ButtonLink>
        </Card>
      </div>
    </div>
  );
}
