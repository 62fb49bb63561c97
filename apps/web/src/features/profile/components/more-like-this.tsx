import { useId } from 'react';
import { SIMILARITY_TERM_LABELS, type CreatorProfileView, type SharedTerm } from '@sponsorly/shared';
import { CreatorCard } from '../../../components/creator-card/creator-card';
import { CreatorGrid } from '../../../components/creator-card/creator-grid';
import { SaveCreatorButton } from '../../../components/creator-card/save-creator-button';
import { talentVerticalLabel } from '../../../lib/profile-labels';
import { useSimilarCreators } from '../api/use-creator-standing';

/** The search stores terms folded (lower case, no accents); this creator's own words are shown where they match. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

function termText(term: SharedTerm, own: Pick<CreatorProfileView, 'categories' | 'content_type' | 'location'>): string {
  const written =
    term.kind === 'vertical'
      ? talentVerticalLabel(term.value)
      : (term.kind === 'category' ? own.categories : term.kind === 'content' ? own.content_type : [own.location ?? '']).find(
          (w) => fold(w) === term.value,
        );
  return `${SIMILARITY_TERM_LABELS[term.kind]}: ${written ?? term.value}`;
}

/** Creators like this one, each with the terms they share with it (rarest first) as the reason; nothing when there are none. */
export function MoreLikeThis({
  source,
  canSave,
}: {
  source: Pick<CreatorProfileView, 'id' | 'categories' | 'content_type' | 'location'>;
  canSave: boolean;
}) {
  const similar = useSimilarCreators(source.id, true);
  const items = similar.data ?? [];
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="more-like-this" aria-labelledby={titleId}>
      <h2 id={titleId}>More like this</h2>
      <CreatorGrid
        items={items}
        keyOf={(item) => item.creator.id}
        render={({ creator, shared_terms }) => (
          <CreatorCard creator={creator} actions={canSave && <SaveCreatorButton creator={creator} />}>
            <p className="similar-reason">
              <span className="similar-reason__label">Shares </span>
              {shared_terms
                .slice(0, 3)
                .map((term) => termText(term, source))
                .join(' · ')}
            </p>
          </CreatorCard>
        )}
      />
    </section>
  );
}
