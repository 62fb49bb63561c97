import { createContext, useContext } from 'react';

export interface FormSettings {
  /** The id of the form's <FormAlert>, so fields can point at a message said there. */
  alertId: string;
  /** Messages that speak of several fields at once; see <Form formWideMessages>. */
  formWideMessages: readonly string[];
}

export const FormSettingsContext = createContext<FormSettings>({ alertId: '', formWideMessages: [] });

export const useFormSettings = () => useContext(FormSettingsContext);
