import type { CreatorSuggestion, SuggestionKind } from '@sponsorly/shared';
import { MapPin, Tag, User } from 'lucide-react';

const KIND_WORDS: Record<SuggestionKind, string> = { name: 'Creator', category: 'Category', location: 'Place' };
const KIND_ICONS = { name: User, category: Tag, location: MapPin } as const;

/** The id of one suggestion, for the box's aria-activedescendant. */
export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

interface SuggestionListProps {
  id: string;
  items: readonly CreatorSuggestion[];
  /** The highlighted suggestion (the arrow keys move it), or -1. */
  active: number;
  onPick: (suggestion: CreatorSuggestion) => void;
}

/** The listbox of the search box's combobox. Options are picked with the mouse down, before the box blurs. */
export function SuggestionList({ id, items, active, onPick }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Suggestions" className="suggestions" hidden={items.length === 0}>
      {items.map((item, index) => {
        const Icon = KIND_ICONS[item.kind];
        return (
          <li
            key={`${item.kind}:${item.creator_id ?? item.label}`}
            id={suggestionId(id, index)}
            role="option"
            aria-selected={index === active}
            className="suggestions__option"
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(item);
            }}
          >
            <Icon aria-hidden="true" />
            <span className="suggestions__label">{item.label}</span>
            <span className="suggestions__kind">
              {KIND_WORDS[item.kind]}
              {item.kind !== 'name' && ` · ${item.creators.toLocaleString('en-US')}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
