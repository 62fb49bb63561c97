import { INSIGHTS_RANGE_LABELS, INSIGHTS_RANGES, type InsightsRange } from '@sponsorly/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

const OPTIONS = INSIGHTS_RANGES.map((value) => ({ value, label: INSIGHTS_RANGE_LABELS[value] }));

/**
 * The range the figures cover: a named one applies at once; a custom one takes two days and "Apply".
 * The address carries the choice, so a reload or a shared link shows the same figures.
 */
export function RangePicker({
  range,
  from,
  to,
  onChange,
}: {
  range: InsightsRange;
  from: string;
  to: string;
  onChange: (next: { range: InsightsRange; from?: string; to?: string }) => void;
}) {
  const [custom, setCustom] = useState(range === 'custom');
  const [days, setDays] = useState({ from, to });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ range: 'custom', ...days });
  };
  return (
    <form className="insights-range" onSubmit={apply} aria-label="Dates shown">
      <SelectField
        label="Date range"
        options={OPTIONS}
        value={custom ? 'custom' : range}
        onChange={(event) => {
          const next = event.target.value as InsightsRange;
          setCustom(next === 'custom');
          if (next !== 'custom') onChange({ range: next });
          else setDays({ from, to });
        }}
      />
      {custom && (
        <>
          <TextField
            label="From"
            type="date"
            value={days.from}
            max={days.to}
            onChange={(e) => setDays({ ...days, from: e.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={days.to}
            min={days.from}
            onChange={(e) => setDays({ ...days, to: e.target.value })}
          />
          <Button type="submit">Apply</Button>
        </>
      )}
    </form>
  );
}
