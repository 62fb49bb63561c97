import { router } from '../trpc';
import { getOwnProfileProcedure } from './get-own-profile';
import { listShowcaseProcedure } from './list-showcase';
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
  showcase: listShowcaseProcedure,
  recordView: recordCreatorViewProcedure,
});
