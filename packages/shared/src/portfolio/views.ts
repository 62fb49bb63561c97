import { z } from 'zod';
import { imageViewSchema } from '../photos/views';
import { PORTFOLIO_KINDS, PORTFOLIO_PLATFORMS } from './limits';

/** One piece of work in a creator's portfolio. */
export const portfolioItemViewSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(PORTFOLIO_KINDS),
    title: z.string(),
    brand: z.string().nullable().meta({ description: 'The brand it was for; null for the creator’s own work.' }),
    image: imageViewSchema.nullable().meta({ description: 'The picture, or a video’s poster frame; null for a link.' }),
    video_url: z.string().nullable().meta({ description: 'The video itself; null unless `kind` is `video`.' }),
    link_url: z.string().nullable().meta({ description: 'The post’s address; null unless `kind` is `link`.' }),
    platform: z.enum(PORTFOLIO_PLATFORMS).nullable().meta({ description: 'The post’s platform, for a link.' }),
  })
  .meta({ id: 'PortfolioItem' });
export type PortfolioItemView = z.infer<typeof portfolioItemViewSchema>;

/** The creator's portfolio in its order, as each change answers it. */
export const portfolioAnswerSchema = z.object({ items: z.array(portfolioItemViewSchema) });
export type PortfolioAnswer = z.infer<typeof portfolioAnswerSchema>;
