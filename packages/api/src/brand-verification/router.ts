import { router } from '../trpc';
import { confirmBrandVerificationProcedure } from './confirm-brand-verification';
import { getBrandVerificationProcedure } from './get-brand-verification';
import { requestBrandVerificationProcedure } from './request-brand-verification';

/** A brand proves it receives email at its website's domain (docs/blocking-and-verified-brands.md). */
export const brandVerificationRouter = router({
  status: getBrandVerificationProcedure,
  request: requestBrandVerificationProcedure,
  confirm: confirmBrandVerificationProcedure,
});
