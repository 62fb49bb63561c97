import { z } from 'zod';
import { hasNoControlCharacters } from '../common/text-rules';
import { HTTP_MESSAGES } from '../http/messages';
import { PLATFORM_LABELS, PROFILE_PLATFORMS, type ProfilePlatform } from '../profile/enums';
import { AUDIENCE_LIMITS } from './limits';
import { AUDIENCE_MESSAGES } from './messages';

const m = AUDIENCE_MESSAGES;

const count = (label: string) =>
  z
    .number({ error: m.countRange(label) })
    .int(m.countRange(label))
    .min(0, m.countRange(label))
    .max(AUDIENCE_LIMITS.countMax, m.countRange(label));

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const engagementRate = z
  .number({ error: m.engagementRate })
  .min(0, m.engagementRate)
  .max(AUDIENCE_LIMITS.engagementRateMax, m.engagementRate)
  .refine(hasAtMostTwoDecimals, m.engagementRate);

const handle = z
  .string()
  .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
  .trim()
  .max(AUDIENCE_LIMITS.handleMax, m.handleTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

const platform = z.enum(PROFILE_PLATFORMS, { error: m.platformRequired });

/** One list of entries, at most one per platform; a repeated platform is named at its own row. */
const entryList = <Entry extends z.ZodType<{ platform: ProfilePlatform }>>(entry: Entry) =>
  z
    .array(entry, { error: m.notAList })
    .max(AUDIENCE_LIMITS.entriesMax, m.tooManyEntries)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((e, index) => {
        if (seen.has(e.platform))
          ctx.addIssue({ code: 'custom', path: [index, 'platform'], message: m.duplicatePlatform(PLATFORM_LABELS[e.platform]) });
        seen.add(e.platform);
      });
    });

/**
 * A creator's audience on one platform, as the API takes it: every figure optional (null when not
 * given). `source` is not the creator's to set: whatever is sent, a saved entry is self-reported.
 */
export const audienceEntrySchema = z.object({
  platform,
  handle,
  followers: count('Followers')
    .nullish()
    .transform((v) => v ?? null),
  avg_views: count('Average views')
    .nullish()
    .transform((v) => v ?? null),
  engagement_rate: engagementRate.nullish().transform((v) => v ?? null),
});
export const audienceListSchema = entryList(audienceEntrySchema);
export type AudienceEntryInput = z.output<typeof audienceEntrySchema>;

/** A figure as typed in a form: blank is "not given"; thousands separators are allowed ("12,500"). */
const typedCount = (label: string) =>
  z
    .string()
    .transform((text) => {
      const digits = text.trim().replace(/[\s,_]/g, '');
      if (digits === '') return null;
      return /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
    })
    .pipe(count(label).nullable());

/** A percentage as typed ("4.25" or "4.25%"). */
const typedRate = z
  .string()
  .transform((text) => {
    const value = text.trim().replace(/%$/, '').trim();
    if (value === '') return null;
    return /^\d{1,3}(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
  })
  .pipe(engagementRate.nullable());

/** The same entry as the profile form holds it (text as typed), giving what the API takes. */
export const audienceFormEntrySchema = z.object({
  platform,
  handle,
  followers: typedCount('Followers'),
  avg_views: typedCount('Average views'),
  engagement_rate: typedRate,
});
export const audienceFormListSchema = entryList(audienceFormEntrySchema);
