import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandsOnlyMessage } from './brands-only-message';
import { CreatorSearch } from './creator-search';

/** /brand/creators/search: brands (and admins) find creators. The server refuses anyone else as well. */
export function CreatorSearchPage() {
  useDocumentTitle('Find creators');
  const { user } = useCurrentUser();
  if (!user) return null;
  if (user.user_type !== 'brand' && !user.is_admin) return <BrandsOnlyMessage />;
  // Lists and hiding are a brand's own: an admin searches without them.
  return <CreatorSearch canKeep={user.user_type === 'brand'} />;
}
