import { z } from 'zod';

const userIdField = z.string().trim().min(1).max(100);

/** POST /blocks and DELETE /blocks/{user_id}: the account blocked or unblocked. */
export const blockUserSchema = z.object({ user_id: userIdField });
