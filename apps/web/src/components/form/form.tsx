import { useEffect, useId, useMemo, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../ui/alert';
import { firstMessage, focusFirstInvalid, showFormFailure, type FormFailure } from './form-errors';
import { FormSettingsContext, useFormSettings } from './form-settings';

const NO_MESSAGES: readonly string[] = [];

interface FormProps<Values extends FieldValues, Output>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Sends the checked values; resolves to the server's refusal to show, or to nothing when it went through. */
  onSubmit: (values: Output) => Promise<FormFailure | void> | FormFailure | void;
  /** Called when the check in the browser failed and nothing was sent. */
  onInvalid?: () => void;
  /**
   * Messages that speak of several fields at once ("All fields are required"): said once, in
   * <FormAlert>, with each field concerned marked invalid and pointing at it.
   */
  formWideMessages?: readonly string[];
  children: ReactNode;
}

/**
 * Every form of the app: the shared schema's check on submit, the server's refusal placed field by field
 * (see showFormFailure), and focus on the first invalid field, in page order, after each failed submit.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  formWideMessages = NO_MESSAGES,
  children,
  ...formProps
}: FormProps<Values, Output>) {
  const formRef = useRef<HTMLFormElement>(null);
  const alertId = useId();
  const { submitCount } = useFormState({ control: form.control });
  const settings = useMemo(() => ({ alertId, formWideMessages }), [alertId, formWideMessages]);

  // Runs once the errors of a submit are on screen, whether the browser's check or the server found them.
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  const submit = form.handleSubmit(
    async (values) => {
      const failure = await onSubmit(values);
      if (failure) showFormFailure(form, failure);
    },
    () => onInvalid?.(),
  );

  return (
    <FormProvider {...form}>
      <FormSettingsContext value={settings}>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} {...formProps}>
          {children}
        </form>
      </FormSettingsContext>
    </FormProvider>
  );
}

/** The form's own red box: the server's message, or a form-wide message of the check. */
export function FormAlert() {
  const { alertId, formWideMessages } = useFormSettings();
  const { errors } = useFormState();
  const message = errors.root?.server?.message ?? firstMessage(errors, (text) => formWideMessages.includes(text));
  if (!message) return null;
  return (
    <Alert tone="error" id={alertId}>
      {message}
    </Alert>
  );
}
