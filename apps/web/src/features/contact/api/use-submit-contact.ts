import { trpc } from '../../../lib/trpc';

export function useSubmitContact() {
  return trpc.contact.submit.useMutation();
}
