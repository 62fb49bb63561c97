import { CONVERSATION_MESSAGES } from '@sponsorly/shared';
import { roleProcedure } from '../trpc';

/** The OpenAPI tag of conversations and messages. */
export const tags = ['Conversations'];

/** Only a brand writes first. */
export const brandProcedure = roleProcedure('brand', CONVERSATION_MESSAGES.creatorsCannotStart);
