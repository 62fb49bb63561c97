import { router } from '../trpc';
import { getOwnProfileProcedure } from './get-own-profile';
import { getPublicCreatorByHandleProcedure, getPublicCreatorProcedure } from './public-creator';
import { recordCreatorViewProcedure } from './record-creator-view';
import { updateOwnProfileProcedure } from './update-own-profile';

export const profileRouter = router({
  get: getOwnProfileProcedure,
  update: updateOwnProfileProcedure,
});

export const creatorsRouter = router({
  get: getPublicCreatorProcedure,
  byHandle: getPublicCreatorByHandleProcedure,
  recordView: recordCreatorViewProcedure,
});
