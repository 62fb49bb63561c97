import type { ShortlistView } from '@sponsorly/shared';
import { NewListForm } from './new-list-form';

interface ListPickerProps {
  lists: readonly ShortlistView[];
  currentId: string | undefined;
  onPick: (id: string) => void;
}

/** The brand's lists as buttons ("Saved 3"), the one shown marked current, and a form to start another. */
export function ListPicker({ lists, currentId, onPick }: ListPickerProps) {
  return (
    <nav className="list-picker" aria-label="Your lists">
      <ul className="list-picker__lists">
        {lists.map((list) => (
          <li key={list.id}>
            <button
              type="button"
              className="list-picker__list"
              aria-current={list.id === currentId ? 'true' : undefined}
              onClick={() => onPick(list.id)}
            >
              <span>{list.name}</span>
              <span className="list-picker__count" aria-label={`${list.entries.length} creators`}>
                {list.entries.length}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <NewListForm onCreated={onPick} />
    </nav>
  );
}
