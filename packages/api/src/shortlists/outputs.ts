import { z } from 'zod';
import { creatorCardSchema } from '../creator-cards/outputs';

const entrySchema = z.object({
  creator: creatorCardSchema,
  note: z.string().nullable(),
  added_at: z.string(),
});

const shortlistSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    is_default: z.boolean().meta({ description: 'The "Saved" list every brand has; it cannot be deleted.' }),
    created_at: z.string(),
    entries: z.array(entrySchema).meta({ description: 'Newest first; creators who left search are left out.' }),
  })
  .meta({ id: 'Shortlist' });

export const shortlistAnswerSchema = z.object({ shortlist: shortlistSchema });
export const shortlistsAnswerSchema = z.object({ shortlists: z.array(shortlistSchema) });
export const shortlistEntryAnswerSchema = z.object({ entry: entrySchema });
export const hiddenCreatorsAnswerSchema = z.object({ items: z.array(creatorCardSchema) });
export const discoverySummaryAnswerSchema = z.object({
  saved_creators: z.number().int().meta({ description: 'Creators in any of the brand’s lists, each once.' }),
  recent_searches: z.number().int(),
});
export const creatorStandingAnswerSchema = z.object({
  hidden: z.boolean(),
  shortlist_ids: z.array(z.uuid()).meta({ description: 'The brand’s lists holding this creator.' }),
});
