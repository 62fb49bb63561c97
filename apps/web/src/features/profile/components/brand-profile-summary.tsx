import type { BrandProfileView } from '@sponsorly/shared';
import { Building2, ExternalLink, Pencil } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NOT_SET, budgetLabel, companySizeLabel, industryLabel } from '../../../lib/profile-labels';
import { displayUrl, fullName, safeHref } from '../lib/display';
import { BRAND_EDIT_PATH } from '../lib/paths';
import { ProfileSection, ProfileText } from './profile-section';
import './profile.css';

/** What a brand sees at /profile: its company as creators will see it, and the way to edit it. */
export function BrandProfileSummary({ profile }: { profile: BrandProfileView }) {
  const company = profile.company_name?.trim() || 'Your Company';
  const website = safeHref(profile.website);
  const facts = [
    { label: 'Industry', value: industryLabel(profile.industry) },
    { label: 'Company Size', value: companySizeLabel(profile.company_size) },
    { label: 'Monthly Budget', value: budgetLabel(profile.budget_range), money: true },
  ];
  return (
    <>
      <Card as="section" className="profile-header" aria-labelledby="profile-name">
        <div className="profile-header__banner" />
        <div className="profile-header__body">
          <Avatar
            imageUrl={profile.logo}
            firstName={profile.first_name}
            lastName={profile.last_name}
            size="lg"
            alt={`${company} logo`}
          />
          <div className="profile-header__text">
            <h1 id="profile-name">{company}</h1>
            <p className="profile-header__role">
              <Building2 aria-hidden="true" />
              Brand · {fullName(profile.first_name, profile.last_name)}
            </p>
            {website && (
              <p className="profile-header__website">
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {displayUrl(website)}
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </p>
            )}
          </div>
          <div className="profile-header__actions">
            <ButtonLink to={BRAND_EDIT_PATH} icon={<Pencil aria-hidden="true" />}>
              Edit Profile
            </ButtonLink>
          </div>
        </div>
      </Card>
      <div className="profile-sections">
        <ProfileSection title="Company Details">
          <dl className="profile-facts">
            {facts.map((fact) => (
              <div key={fact.label} className="profile-facts__item">
                <dt>{fact.label}</dt>
                <dd className={fact.value && fact.money ? 'money' : fact.value ? undefined : 'text-muted'}>
                  {fact.value ?? NOT_SET}
                </dd>
              </div>
            ))}
          </dl>
        </ProfileSection>
        {profile.description && (
          <ProfileSection title="About">
            <ProfileText>{profile.description}</ProfileText>
          </ProfileSection>
        )}
      </div>
    </>
  );
}
