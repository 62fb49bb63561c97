import { publicCreatorPath, type CreatorProfileView } from '@sponsorly/shared';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Where the creator's saved page is, and whether anyone may read it now (as saved): a page is public
 * while the creator is in search and has not kept it to brands.
 */
export function PublicPageLink({ profile }: { profile: CreatorProfileView }) {
  const path = publicCreatorPath(profile.handle);
  return (
    <p className="public-page-link text-muted">
      {profile.public_page
        ? 'Your page is public: anyone with the link can read it, and search engines can list it. '
        : profile.page_visibility === 'brands'
          ? 'Your page is shown to logged-in brands only. '
          : 'Your page is shown to logged-in brands only while you are out of search. '}
      <Link to={path}>
        View your page <ExternalLink aria-hidden="true" className="public-page-link__icon" />
        <span className="sr-only"> ({path})</span>
      </Link>
    </p>
  );
}
