import { router } from '../trpc';
import { disconnectChannelProcedure } from './disconnect-channel';
import { listConnectionsProcedure, listOfferedPlatformsProcedure } from './list-connections';
import { refreshConnectionProcedure } from './refresh-connection';

export const connectionsRouter = router({
  list: listConnectionsProcedure,
  platforms: listOfferedPlatformsProcedure,
  refresh: refreshConnectionProcedure,
  disconnect: disconnectChannelProcedure,
});
