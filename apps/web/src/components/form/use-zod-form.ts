import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

type FormOptions<Values extends FieldValues, Output> = Omit<UseFormProps<Values, unknown, Output>, 'resolver'>;

/**
 * A form checked by one of the shared zod schemas, the very schema the server parses with, so both give
 * the same answer in the same words. `Values` is what the fields hold (text as typed, '' for "not
 * chosen"); the schema reads them and gives what is sent. Errors show on submit, then follow each edit.
 */
export function useZodForm<
  Schema extends z.ZodType<unknown, FieldValues>,
  Values extends FieldValues = z.input<Schema> & FieldValues,
>(schema: Schema, options: FormOptions<Values, z.output<Schema>> = {}): UseFormReturn<Values, unknown, z.output<Schema>> {
  return useForm<Values, unknown, z.output<Schema>>({
    // The fields hold strings where the schema takes enums or null ('' means "not set"); it decides.
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<Schema>>,
    // <Form> moves focus to the first invalid field in page order, for the server's errors as well.
    shouldFocusError: false,
    ...options,
  });
}
