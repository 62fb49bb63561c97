import {
  creatorProfileFormSchema,
  EXPERTISE_LEVELS,
  FIELD_LIMITS,
  PAGE_VISIBILITIES,
  PAGE_VISIBILITY_LABELS,
  PLATFORM_LABELS,
  PROFILE_LIMITS,
  PROFILE_PLATFORMS,
  SHOWCASE_COPY,
  SOCIAL_LINK_KEYS,
  SOCIAL_LINK_LABELS,
  TAG_LISTS,
  TALENT_VERTICAL_LABELS,
  TALENT_VERTICALS,
  type CreatorProfileView,
  type SocialLinkKey,
  type TagListKey,
} from '@sponsorly/shared';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { FormCheckboxField, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { expertiseLabel } from '../../../lib/profile-labels';
import { safeHref } from '../lib/display';
import { creatorFormValues, type CreatorFormValues } from '../lib/creator-form';
import { useProfileSubmit } from '../lib/use-profile-submit';
import { FormHeader, FormSection, NameFields, SaveBar } from './form-parts';
import { PublicPageLink } from './public-page-link';
import { AudienceEditor } from './audience-editor';
import { TagEditor } from './tag-editor';
import { PhotoEditor } from './photo-editor';
import { PortfolioEditor } from './portfolio-editor';
import { ConnectedChannels } from './connected-channels';

const PLATFORM_OPTIONS = [
  { value: '', label: 'Choose a platform' },
  ...PROFILE_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] })),
];
const VISIBILITY_OPTIONS = PAGE_VISIBILITIES.map((value) => ({ value, label: PAGE_VISIBILITY_LABELS[value] }));
const EXPERTISE_OPTIONS = EXPERTISE_LEVELS.map((value) => ({ value, label: expertiseLabel(value) ?? value }));
const VERTICAL_OPTIONS = [
  { value: '', label: 'Choose a vertical' },
  ...TALENT_VERTICALS.map((value) => ({ value, label: TALENT_VERTICAL_LABELS[value] })),
];

/** The spec's order of the four tag editors, each with an example of what goes in it. */
const TAG_EDITORS: readonly { list: TagListKey; placeholder: string }[] = [
  { list: 'categories', placeholder: 'e.g. Gaming' },
  { list: 'content_type', placeholder: 'e.g. Long-form videos' },
  { list: 'interests', placeholder: 'e.g. Hiking' },
  { list: 'languages', placeholder: 'e.g. English' },
];

const LINK_PLACEHOLDERS: Record<SocialLinkKey, string> = {
  youtube: 'https://youtube.com/@yourchannel',
  instagram: 'https://instagram.com/yourname',
  tiktok: 'https://tiktok.com/@yourname',
  twitter: 'https://x.com/yourname',
  linkedin: 'https://linkedin.com/in/yourname',
  website: 'https://yoursite.com',
};

/**
 * Edit Profile for creators (spec section 2), checked with the server's own schema before it is sent.
 * The form is refilled whenever the saved profile changes (a load, or a save).
 */
export function CreatorProfileForm({ profile }: { profile: CreatorProfileView }) {
  const values = useMemo(() => creatorFormValues(profile), [profile]);
  const form = useZodForm<typeof creatorProfileFormSchema, CreatorFormValues>(creatorProfileFormSchema, { values });
  const { save, saveProfile } = useProfileSubmit();
  const [imageUrl, firstName, lastName, talentVertical] = useWatch({
    control: form.control,
    name: ['profile_image', 'first_name', 'last_name', 'talent_vertical'],
  });

  return (
    <div className="container profile-form">
      <FormHeader subtitle="This is what brands see when they look for creators." />
      <Form form={form} onSubmit={saveProfile} onInvalid={save.reset} className="profile-form__form">
        <p className="profile-form__note text-muted">First name, last name and bio are required.</p>

        <FormSection title="Personal Details">
          <PhotoEditor
            kind="photo"
            photo={profile.photo}
            imageUrl={safeHref(imageUrl.trim())}
            firstName={firstName}
            lastName={lastName}
          />
          <NameFields />
          <FormTextField
            label="Location"
            name="location"
            placeholder="City, Country"
            autoComplete="address-level2"
            maxLength={PROFILE_LIMITS.locationMax}
          />
          <FormCheckboxField label="Available for brand collaborations" name="available_for_hire" />
          <div className="searchable-field">
            <FormCheckboxField label="Visible in search" name="searchable" aria-describedby="searchable-hint" />
            <p id="searchable-hint" className="field__hint">
              Brands can find you in search once your email is verified. Untick to leave search; your page stays reachable by its
              link.
            </p>
          </div>
          <FormTextField
            label="Profile Image URL"
            name="profile_image"
            type="url"
            inputMode="url"
            placeholder="https://..."
            hint="Or a link to a square photo of you, shown while you have not uploaded one."
            maxLength={FIELD_LIMITS.urlMax}
          />
          <FormTextAreaField
            label="Bio"
            name="bio"
            required
            hint="Brief description of your content and audience"
            maxLength={PROFILE_LIMITS.bioMax}
            showCount
          />
        </FormSection>

        <FormSection
          title="Public Page"
          description="Your page's address, to share anywhere. Brands who are not on Sponsorly yet can read it too."
        >
          <FormTextField
            label="Handle"
            name="handle"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint={`${PROFILE_LIMITS.handleMin}-${PROFILE_LIMITS.handleMax} letters, digits, _ or -. Your page is at /c/ followed by it.`}
            maxLength={PROFILE_LIMITS.handleMax}
          />
          <FormSelectField label="Who can see your page" name="page_visibility" options={VISIBILITY_OPTIONS} />
          <div className="searchable-field">
            <FormCheckboxField label={SHOWCASE_COPY.optIn} name="showcase" aria-describedby="showcase-hint" />
            <p id="showcase-hint" className="field__hint">
              {SHOWCASE_COPY.optInHint}
            </p>
          </div>
          <PublicPageLink profile={profile} />
        </FormSection>

        <FormSection title="Creator Details">
          <div className="form-row form-row--2">
            <FormSelectField label="Primary Platform" name="platform" options={PLATFORM_OPTIONS} />
            <FormSelectField label="Expertise Level" name="expertise_level" options={EXPERTISE_OPTIONS} />
          </div>
          <FormSelectField label="Talent Vertical" name="talent_vertical" options={VERTICAL_OPTIONS} />
          {talentVertical === 'other' && (
            <FormTextField
              label="Custom vertical"
              name="custom_talent_vertical"
              required
              hint="Your niche in a few words."
              maxLength={PROFILE_LIMITS.customVerticalMax}
            />
          )}
          <FormTextAreaField
            label="Notable Achievements"
            name="achievements"
            hint="Milestones, awards, brands you have worked with."
            maxLength={PROFILE_LIMITS.achievementsMax}
            showCount
          />
        </FormSection>

        <FormSection
          title="Audience"
          description="Your figures on each platform you post on. Brands see them marked as self-reported."
        >
          <AudienceEditor />
        </FormSection>

        <FormSection title="Content & Interests" description="Short tags help brands find you.">
          {TAG_EDITORS.map(({ list, placeholder }) => (
            <TagEditor key={list} name={list} label={TAG_LISTS[list]} placeholder={placeholder} />
          ))}
        </FormSection>

        <FormSection title="Social Media & Links" description="Full links, starting with https://">
          <div className="form-row form-row--2">
            {SOCIAL_LINK_KEYS.map((key) => (
              <FormTextField
                key={key}
                label={SOCIAL_LINK_LABELS[key]}
                name={`social_links.${key}`}
                type="url"
                inputMode="url"
                placeholder={LINK_PLACEHOLDERS[key]}
                maxLength={FIELD_LIMITS.urlMax}
              />
            ))}
          </div>
        </FormSection>

        <SaveBar status={save.status} cancelTo="/profile" />
      </Form>
      <ConnectedChannels />
      <PortfolioEditor items={profile.portfolio} />
    </div>
  );
}
