import { z } from 'zod';

/** An account the user blocked, as /settings/blocked lists it (never an email). */
export const blockedAccountSchema = z
  .object({
    user_id: z.uuid(),
    user_type: z.enum(['brand', 'creator']),
    name: z.string().meta({ description: 'A brand’s company name when it gave one, otherwise the person’s name.' }),
    avatar_url: z.string().nullable(),
    handle: z.string().nullable().meta({ description: 'A creator’s page address (/c/<handle>); null for a brand.' }),
    blocked_at: z.string(),
  })
  .meta({ id: 'BlockedAccount' });
export type BlockedAccount = z.infer<typeof blockedAccountSchema>;

export const blockAnswerSchema = z.object({ block: blockedAccountSchema });
export const blocksAnswerSchema = z.object({
  items: z.array(blockedAccountSchema).meta({ description: 'The accounts you blocked, last blocked first.' }),
});
