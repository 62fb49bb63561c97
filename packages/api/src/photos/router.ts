import { router } from '../trpc';
import { removePhotoProcedure } from './remove-photo';

export const photosRouter = router({
  remove: removePhotoProcedure,
});
