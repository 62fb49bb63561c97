import { TAG_LISTS, type CreatorProfileView, type PackageView, type TagListKey } from '@sponsorly/shared';
import { BadgeCheck, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { expertiseLabel, platformLabel, talentVerticalLabel } from '../../../lib/profile-labels';
import { fullName } from '../lib/display';
import { AudienceSection } from './audience-figures';
import { RateCardSection } from './package-card';
import { hasProfileLinks, ProfileLinks } from './profile-links';
import { ProfileSection, ProfileText, TagChips } from './profile-section';
import './profile.css';

/** The creator fields both the own profile and the public page show: never the email. */
type ShownCreator = Omit<CreatorProfileView, 'email'>;

function TagSection({ profile, list }: { profile: ShownCreator; list: TagListKey }) {
  const tags = profile[list];
  if (tags.length === 0) return null;
  return (
    <ProfileSection title={TAG_LISTS[list]}>
      <TagChips tags={tags} />
    </ProfileSection>
  );
}

/** Spec section 2: avatar, name, "{platform} Content Creator", location and the availability badge. */
export function CreatorProfileHeader({ profile, actions }: { profile: ShownCreator; actions?: ReactNode }) {
  const name = fullName(profile.first_name, profile.last_name);
  const platform = platformLabel(profile.platform);
  const details = [
    talentVerticalLabel(profile.talent_vertical, profile.custom_talent_vertical),
    expertiseLabel(profile.expertise_level),
  ].filter(Boolean);
  return (
    <Card as="section" className="profile-header" aria-labelledby="profile-name">
      <div className="profile-header__banner" />
      <div className="profile-header__body">
        <Avatar
          photo={profile.photo}
          imageUrl={profile.profile_image}
          firstName={profile.first_name}
          lastName={profile.last_name}
          size="lg"
          alt={`Profile photo of ${name}`}
        />
        <div className="profile-header__text">
          <h1 id="profile-name">{name}</h1>
          <p className="profile-header__role">{platform ? `${platform} Content Creator` : 'Content Creator'}</p>
          {details.length > 0 && <p className="profile-header__details">{details.join(' · ')}</p>}
          {(profile.location || profile.available_for_hire) && (
            <div className="profile-header__facts">
              {profile.location && (
                <p className="profile-header__location">
                  <MapPin aria-hidden="true" />
                  <span className="sr-only">Location: </span>
                  <span>{profile.location}</span>
                </p>
              )}
              {profile.available_for_hire && (
                <p className="profile-badge">
                  <BadgeCheck aria-hidden="true" />
                  Available for collaborations
                </p>
              )}
            </div>
          )}
        </div>
        {actions && <div className="profile-header__actions">{actions}</div>}
      </div>
    </Card>
  );
}

interface SectionsProps {
  profile: ShownCreator;
  emptyText: ReactNode;
  /** A link beside the rate card's title (the owner's "Manage"); with it the section shows even when empty. */
  rateCardAction?: ReactNode;
  /** Buttons under each package of the rate card (a brand's "Book this package"). */
  packageActions?: ((pkg: PackageView) => ReactNode) | undefined;
}

/** The sections of spec section 2, with the audience and the rate card after About, each left out when empty. */
export function CreatorProfileSections({ profile, emptyText, rateCardAction, packageActions }: SectionsProps) {
  const links = hasProfileLinks(profile.social_links);
  const isEmpty =
    !profile.bio &&
    !profile.achievements &&
    !links &&
    profile.audience.length === 0 &&
    profile.packages.length === 0 &&
    (Object.keys(TAG_LISTS) as TagListKey[]).every((list) => profile[list].length === 0);
  if (isEmpty) return <div className="profile-empty">{emptyText}</div>;
  return (
    <div className="profile-sections">
      {profile.bio && (
        <ProfileSection title="About">
          <ProfileText>{profile.bio}</ProfileText>
        </ProfileSection>
      )}
      <AudienceSection audience={profile.audience} />
      <RateCardSection packages={profile.packages} action={rateCardAction} packageActions={packageActions} />
      <TagSection profile={profile} list="categories" />
      <TagSection profile={profile} list="interests" />
      <TagSection profile={profile} list="content_type" />
      {profile.achievements && (
        <ProfileSection title="Notable Achievements">
          <ProfileText>{profile.achievements}</ProfileText>
        </ProfileSection>
      )}
      <TagSection profile={profile} list="languages" />
      {links && (
        <ProfileSection title="Social Media & Links">
          <ProfileLinks links={profile.social_links} />
        </ProfileSection>
      )}
    </div>
  );
}
