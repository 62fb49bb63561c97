import {
  EXPERTISE_LEVELS,
  LIMITS,
  PLATFORM_LABELS,
  PROFILE_PLATFORMS,
  SOCIAL_LINK_KEYS,
  SOCIAL_LINK_LABELS,
  TAG_LISTS,
  TALENT_VERTICAL_LABELS,
  TALENT_VERTICALS,
  type CreatorProfileView,
  type SocialLinkKey,
  type TagListKey,
} from '@sponsorly/shared';
import { Avatar } from '../../../components/ui/avatar';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { expertiseLabel } from '../../../lib/profile-labels';
import { safeHref } from '../lib/display';
import { creatorFormValues, creatorProfileInput, validateCreatorForm } from '../lib/creator-form';
import { useProfileForm } from '../lib/use-profile-form';
import { useProfileSubmit } from '../lib/use-profile-submit';
import { FormHeader, FormSection, NameFields, SaveBar } from './form-parts';
import { TagEditor } from './tag-editor';

const PLATFORM_OPTIONS = [{ value: '', label: 'Choose a platform' }, ...PROFILE_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }))];
const EXPERTISE_OPTIONS = EXPERTISE_LEVELS.map((value) => ({ value, label: expertiseLabel(value) ?? value }));
const VERTICAL_OPTIONS = [{ value: '', label: 'Choose a vertical' }, ...TALENT_VERTICALS.map((value) => ({ value, label: TALENT_VERTICAL_LABELS[value] }))];

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

/** Edit Profile for creators (spec section 2), checked with the server's own schema before it is sent. */
export function CreatorProfileForm({ profile }: { profile: CreatorProfileView }) {
  const form = useProfileForm(profile, creatorFormValues);
  const { values, setField, errors } = form;
  const { save, handleSubmit } = useProfileSubmit({ values, showErrors: form.showErrors, validate: validateCreatorForm, toInput: creatorProfileInput });

  function setLink(key: SocialLinkKey, url: string) {
    form.setValues((current) => ({ ...current, social_links: { ...current.social_links, [key]: url } }));
    form.clearError(`social_links.${key}`);
  }

  return (
    <div className="container profile-form">
      <FormHeader subtitle="This is what brands see when they look for creators." />
      <form onSubmit={handleSubmit} noValidate className="profile-form__form">
        <p className="profile-form__note text-muted">First name, last name and bio are required.</p>

        <FormSection title="Personal Details">
          <div className="form-row form-row--avatar">
            <Avatar imageUrl={safeHref(values.profile_image.trim())} firstName={values.first_name} lastName={values.last_name} />
            <NameFields
              firstName={values.first_name}
              lastName={values.last_name}
              errors={errors}
              onChange={(field, value) => setField(field, value)}
            />
          </div>
          <TextField
            label="Location"
            name="location"
            placeholder="City, Country"
            autoComplete="address-level2"
            maxLength={LIMITS.locationMax}
            value={values.location}
            onChange={(e) => setField('location', e.target.value)}
            error={errors.location}
          />
          <CheckboxField
            label="Available for brand collaborations"
            name="available_for_hire"
            checked={values.available_for_hire}
            onChange={(e) => setField('available_for_hire', e.target.checked)}
            error={errors.available_for_hire}
          />
          <TextField
            label="Profile Image URL"
            name="profile_image"
            type="url"
            inputMode="url"
            placeholder="https://..."
            hint="A link to a square photo of you. Without one, your initials are shown."
            maxLength={LIMITS.urlMax}
            value={values.profile_image}
            onChange={(e) => setField('profile_image', e.target.value)}
            error={errors.profile_image}
          />
          <TextAreaField
            label="Bio"
            name="bio"
            required
            hint="Brief description of your content and audience"
            maxLength={LIMITS.bioMax}
            showCount
            value={values.bio}
            onChange={(e) => setField('bio', e.target.value)}
            error={errors.bio}
          />
        </FormSection>

        <FormSection title="Creator Details">
          <div className="form-row form-row--2">
            <SelectField
              label="Primary Platform"
              name="platform"
              options={PLATFORM_OPTIONS}
              value={values.platform}
              onChange={(e) => setField('platform', e.target.value)}
              error={errors.platform}
            />
            <SelectField
              label="Expertise Level"
              name="expertise_level"
              options={EXPERTISE_OPTIONS}
              value={values.expertise_level}
              onChange={(e) => setField('expertise_level', e.target.value)}
              error={errors.expertise_level}
            />
          </div>
          <SelectField
            label="Talent Vertical"
            name="talent_vertical"
            options={VERTICAL_OPTIONS}
            value={values.talent_vertical}
            onChange={(e) => setField('talent_vertical', e.target.value)}
            error={errors.talent_vertical}
          />
          {values.talent_vertical === 'other' && (
            <TextField
              label="Custom vertical"
              name="custom_talent_vertical"
              required
              hint="Your niche in a few words."
              maxLength={LIMITS.customVerticalMax}
              value={values.custom_talent_vertical}
              onChange={(e) => setField('custom_talent_vertical', e.target.value)}
              error={errors.custom_talent_vertical}
            />
          )}
          <TextAreaField
            label="Notable Achievements"
            name="achievements"
            hint="Milestones, awards, brands you have worked with."
            maxLength={LIMITS.achievementsMax}
            showCount
            value={values.achievements}
            onChange={(e) => setField('achievements', e.target.value)}
            error={errors.achievements}
          />
        </FormSection>

        <FormSection title="Content & Interests" description="Short tags help brands find you.">
          {TAG_EDITORS.map(({ list, placeholder }) => (
            <TagEditor
              key={list}
              name={list}
              label={TAG_LISTS[list]}
              placeholder={placeholder}
              tags={values[list]}
              onChange={(tags) => setField(list, tags)}
              error={errors[list]}
            />
          ))}
        </FormSection>

        <FormSection title="Social Media & Links" description="Full links, starting with https://">
          <div className="form-row form-row--2">
            {SOCIAL_LINK_KEYS.map((key) => (
              <TextField
                key={key}
                label={SOCIAL_LINK_LABELS[key]}
                name={`social_links.${key}`}
                type="url"
                inputMode="url"
                placeholder={LINK_PLACEHOLDERS[key]}
                maxLength={LIMITS.urlMax}
                value={values.social_links[key]}
                onChange={(e) => setLink(key, e.target.value)}
                error={errors[`social_links.${key}`]}
              />
            ))}
          </div>
        </FormSection>

        <SaveBar status={save.status} cancelTo="/profile" />
      </form>
    </div>
  );
}
