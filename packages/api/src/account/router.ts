import { router } from '../trpc';
import { deleteAccountProcedure } from './delete-account';

/** The account's own data: deleting it (its download is a file, served by the server's own route). */
export const accountRouter = router({
  delete: deleteAccountProcedure,
});
