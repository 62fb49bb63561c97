import { useId, useState } from 'react';
import type { CheckboxOption } from '../lib/filter-options';

interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
  /** A long list shows this many (and every chosen one) until "Show all" is pressed. */
  collapseAfter?: number;
}

/** A filter with several values: one checkbox each, with its count when the search gives one. */
export function CheckboxGroup({ legend, options, chosen, onToggle, collapseAfter }: CheckboxGroupProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = collapseAfter !== undefined && options.length > collapseAfter + 1;
  const shown =
    collapsible && !expanded ? options.filter((o, index) => index < collapseAfter || chosen.includes(o.value)) : options;

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      {options.length === 0 && <p className="filter-group__empty">None in these results.</p>}
      <ul className="filter-options" id={`${id}-list`}>
        {shown.map((option) => (
          <li key={option.value}>
            <label
              className={
                option.count === 0 && !chosen.includes(option.value) ? 'filter-option filter-option--none' : 'filter-option'
              }
            >
              <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => onToggle(option.value)} />
              <span className="filter-option__label">{option.label}</span>
              {option.count !== undefined && (
                <span className="filter-option__count">
                  {option.count.toLocaleString('en-US')}
                  <span className="sr-only"> {option.count === 1 ? 'creator' : 'creators'}</span>
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="filter-group__more"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      )}
    </fieldset>
  );
}
