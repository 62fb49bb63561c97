import { router } from '../../trpc';
import { listReceiptsProcedure } from './list-receipts';

export const receiptsRouter = router({
  list: listReceiptsProcedure,
});
