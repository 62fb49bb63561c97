import { ReportButton } from '../../../components/report/report-button';
import { VerifiedBadge } from '../../../components/verified-badge/verified-badge';
import { Building2, ExternalLink, FileQuestion } from 'lucide-react';
import { useParams } from 'react-router';
import { BlockAccountButton } from '../../../components/block-account/block-account-button';
import { BrandReliability } from '../../../components/brand-reliability/brand-reliability';
import { ReviewsSection } from '../../../components/reviews/reviews-section';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { companySizeLabel, industryLabel } from '../../../lib/profile-labels';
import { useCurrentUser } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './brand-page.css';

/**
 * /brands/:id: a brand as creators see it before they say yes: who it is, what creators said, and, for a
 * logged-in reader, its record from its deals. Public: anyone may read it (docs/profiles.md "Public pages").
 */
export function BrandPage() {
  const { id = '' } = useParams();
  const brand = trpc.reviews.brand.useQuery({ id }, { retry: false });
  const { user } = useCurrentUser();
  useDocumentTitle(brand.data?.name ?? 'Brand');
  if (brand.isPending) return <PageSpinner label="Loading the brand..." />;
  if (!brand.data) {
    return (
      <PageMessage
        icon={<FileQuestion />}
        title="Brand not found"
        actions={<ButtonLink to="/campaigns">Browse campaigns</ButtonLink>}
      >
        <p>This brand does not exist. Check the link.</p>
      </PageMessage>
    );
  }
  const b = brand.data;
  const facts = [industryLabel(b.industry), companySizeLabel(b.company_size)].filter(Boolean);
  return (
    <div className="container brand-page">
      <header className="brand-page__header">
        {b.photo ? (
          <picture>
            <source type="image/webp" srcSet={b.photo.webp_srcset} sizes="96px" />
            <img src={b.photo.url} srcSet={b.photo.jpeg_srcset} sizes="96px" alt="" className="brand-page__logo" />
          </picture>
        ) : b.logo ? (
          <img src={b.logo} alt="" className="brand-page__logo" referrerPolicy="no-referrer" />
        ) : (
          <span className="brand-page__logo brand-page__logo--none" aria-hidden="true">
            <Building2 />
          </span>
        )}
        <div>
          <h1>{b.name}</h1>
          {b.verified_domain && <VerifiedBadge domain={b.verified_domain} />}
          {facts.length > 0 && <p className="text-muted">{facts.join(' · ')}</p>}
          {b.website && (
            <a href={b.website} target="_blank" rel="noopener noreferrer nofollow">
              {b.website.replace(/^https?:\/\//, '')} <ExternalLink aria-hidden="true" />
            </a>
          )}
          <div>
            <BlockAccountButton userId={b.id} userType="brand" name={b.name} />
          </div>
        </div>
      </header>
      {b.description && (
        <Card as="section" className="brand-page__card" aria-label="About">
          <p className="brand-page__text">{b.description}</p>
        </Card>
      )}
      {user && (
        <Card as="section" className="brand-page__card" aria-label="Record">
          <BrandReliability brandId={b.id} brandName={b.name} />
        </Card>
      )}
      <ReviewsSection
        loggedIn={Boolean(user)}
        subjectId={b.id}
        className="brand-page__card"
        emptyText={`No reviews yet. Creators review ${b.name} after completed deals.`}
      />
      {user && user.id !== b.id && (
        <p className="brand-page__report">
          <ReportButton kind="user" id={b.id} what={b.name} />
        </p>
      )}
    </div>
  );
}
