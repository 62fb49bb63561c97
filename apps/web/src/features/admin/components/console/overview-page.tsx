import { Link } from 'react-router';
import { CONSOLE_SECTIONS, sectionHref } from './console-sections';
import { SectionHeader } from './console-parts';

/** /admin: the console's sections, each a card that opens it. */
export function AdminOverviewPage() {
  return (
    <>
      <SectionHeader title="Admin console">Accounts, disputes, the books, email and payments, in one place.</SectionHeader>
      <ul className="console-overview">
        {CONSOLE_SECTIONS.filter((section) => section.path !== '').map((section) => (
          <li key={section.path}>
            <Link to={sectionHref(section)} className="console-overview__card">
              <section.icon aria-hidden="true" />
              <span className="console-overview__label">{section.label}</span>
              <span className="console-overview__summary">{section.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
