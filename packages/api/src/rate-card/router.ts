import { router } from '../trpc';
import { createPackageProcedure } from './create-package';
import { deletePackageProcedure } from './delete-package';
import { listPackagesProcedure } from './list-packages';
import { updatePackageProcedure } from './update-package';

export const rateCardRouter = router({
  list: listPackagesProcedure,
  create: createPackageProcedure,
  update: updatePackageProcedure,
  remove: deletePackageProcedure,
});
