import { z } from 'zod';
import { FIELD_LIMITS } from '../common/limits';
import { hasNoControlCharacters } from '../common/text-rules';
import { HTTP_MESSAGES } from '../http/messages';
import { PORTFOLIO_LIMITS, portfolioPlatformOf } from './limits';
import { PORTFOLIO_MESSAGES as m } from './messages';

const title = z
  .string({ error: m.titleRequired })
  .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
  .trim()
  .min(1, m.titleRequired)
  .max(PORTFOLIO_LIMITS.titleMax, m.titleTooLong);

/** The brand the work was for; blank when it was the creator's own. */
const brand = z
  .string()
  .refine(hasNoControlCharacters, HTTP_MESSAGES.controlCharacters)
  .trim()
  .max(PORTFOLIO_LIMITS.brandMax, m.brandTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** What every item has, whatever it holds: the fields of an uploaded picture or video too. */
export const portfolioItemFieldsSchema = z.object({ title, brand });
export type PortfolioItemFields = z.infer<typeof portfolioItemFieldsSchema>;

/** A link to a post on a supported platform, with its title and brand. */
export const portfolioLinkInputSchema = portfolioItemFieldsSchema
  .extend({
    url: z
      .string({ error: m.linkRequired })
      .trim()
      .min(1, m.linkRequired)
      .max(FIELD_LIMITS.urlMax, m.linkUnsupported)
      .refine((value) => portfolioPlatformOf(value) !== null, m.linkUnsupported)
      .meta({ description: 'A post’s address on YouTube, Instagram or TikTok.' }),
  })
  .meta({ id: 'PortfolioLinkInput' });
export type PortfolioLinkInput = z.infer<typeof portfolioLinkInputSchema>;

export const portfolioItemIdSchema = z.object({ id: z.string() });

/** The whole portfolio in its new order: each item's id once. */
export const portfolioOrderInputSchema = z.object({
  ids: z.array(z.string()).max(PORTFOLIO_LIMITS.maxItems, m.orderMismatch),
});
