import { monthLabel, recentMonths } from '@sponsorly/shared';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { statementUrl } from '../api/use-receipts';

/**
 * A creator's statement of a month (what was released to them and what they withdrew), as a PDF or a
 * spreadsheet: a month of the last twelve, and the two downloads.
 */
export function StatementsCard() {
  const titleId = useId();
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0]!);
  const label = monthLabel(month);
  return (
    <Card as="section" className="money-statements" aria-labelledby={titleId}>
      <h2 id={titleId}>Statements</h2>
      <p className="text-muted">Each deal released to you and each withdrawal in a month, with the totals.</p>
      <div className="money-statements__row">
        <SelectField
          label="Month"
          options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <div className="money-statements__links">
          <a className="btn btn--secondary btn--sm" href={statementUrl(month, 'pdf')} download>
            <FileText aria-hidden="true" />
            <span>
              PDF<span className="sr-only"> statement for {label}</span>
            </span>
          </a>
          <a className="btn btn--secondary btn--sm" href={statementUrl(month, 'csv')} download>
            <FileSpreadsheet aria-hidden="true" />
            <span>
              CSV<span className="sr-only"> statement for {label}</span>
            </span>
          </a>
        </div>
      </div>
    </Card>
  );
}
