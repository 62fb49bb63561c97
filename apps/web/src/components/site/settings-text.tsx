import { splitSettingsText, type SettingsToken, type SettingsValues } from '@sponsorly/shared';
import { Fragment } from 'react';
import { useSettingsValues } from '../../lib/use-site-info';
import './settings-text.css';

/** What a token says when the settings cannot be read: still a true sentence, without the figure. */
const UNKNOWN: SettingsValues = {
  fee: 'a platform fee',
  clearing_wait: 'after a few days',
  email: 'our support address',
};

/**
 * Text naming a server setting (`{fee}`, `{clearing_wait}`, `{email}`). Until the settings answer, each
 * token is a grey bar about as wide as its value, so the line keeps its length and a prerendered page
 * hydrates to exactly its HTML; the address becomes a mailto link.
 */
export function SettingsText({ text }: { text: string }) {
  const values = useSettingsValues();
  return (
    <>
      {splitSettingsText(text).map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <SettingsValue key={index} token={part.token} values={values} />
        ),
      )}
    </>
  );
}

function SettingsValue({ token, values }: { token: SettingsToken; values: SettingsValues | undefined | null }) {
  if (values === undefined) return <span className={`settings-pending settings-pending--${token}`} aria-hidden="true" />;
  const value = (values ?? UNKNOWN)[token];
  if (token === 'email' && values) return <a href={`mailto:${value}`}>{value}</a>;
  return <span className="settings-value">{value}</span>;
}
