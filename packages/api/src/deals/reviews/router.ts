import { router } from '../../trpc';
import { brandReliabilityProcedure } from './brand-reliability';
import { publicBrandProcedure } from './public-brand';
import { reviewsAboutProcedure } from './reviews-about';

export const reviewsRouter = router({
  about: reviewsAboutProcedure,
  brand: publicBrandProcedure,
  brandReliability: brandReliabilityProcedure,
});
