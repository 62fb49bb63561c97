import { PORTFOLIO_PLATFORM_NAMES, type PortfolioItemView } from '@sponsorly/shared';
import { ExternalLink, Play } from 'lucide-react';
import { safeHref } from '../lib/display';
import { ProfileSection } from './profile-section';
import './portfolio.css';

/** A grid column is at most a third of the page's 1120 px, half the width on a phone. */
const GRID_SIZES = '(min-width: 768px) 360px, 50vw';

/** An item's picture (a poster for a video), or its platform's name on a tile for a link. */
export function PortfolioThumb({ item, sizes = '96px' }: { item: PortfolioItemView; sizes?: string }) {
  if (!item.image)
    return (
      <span className={`portfolio-thumb portfolio-thumb--${item.platform ?? 'link'}`} aria-hidden="true">
        {item.platform ? PORTFOLIO_PLATFORM_NAMES[item.platform] : 'Link'}
      </span>
    );
  return (
    <picture className="portfolio-thumb">
      <source type="image/webp" srcSet={item.image.webp_srcset} sizes={sizes} />
      <img src={item.image.url} srcSet={item.image.jpeg_srcset} sizes={sizes} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}

/**
 * A creator's portfolio on their public page: pictures, videos (played in place, their poster first)
 * and links to posts, each with its title and the brand it was for.
 */
export function PortfolioGrid({ items }: { items: PortfolioItemView[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="portfolio-grid" aria-label="Portfolio">
      {items.map((item) => (
        <li key={item.id} className="portfolio-grid__item">
          <figure>
            {item.kind === 'video' && item.video_url ? (
              <video
                className="portfolio-grid__media"
                src={item.video_url}
                poster={item.image?.url}
                controls
                preload="none"
                playsInline
                aria-label={item.title}
              />
            ) : item.kind === 'link' && item.link_url ? (
              <a
                className="portfolio-grid__media portfolio-grid__link"
                href={safeHref(item.link_url) ?? undefined}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                <PortfolioThumb item={item} sizes={GRID_SIZES} />
                <span className="portfolio-grid__open">
                  <ExternalLink aria-hidden="true" />
                  <span>View on {item.platform ? PORTFOLIO_PLATFORM_NAMES[item.platform] : 'the platform'}</span>
                </span>
              </a>
            ) : (
              <span className="portfolio-grid__media">
                <PortfolioThumb item={item} sizes={GRID_SIZES} />
              </span>
            )}
            <figcaption>
              <span className="portfolio-grid__title">
                {item.kind === 'video' && (
                  <>
                    <Play aria-hidden="true" />
                    <span className="sr-only">Video: </span>
                  </>
                )}
                {item.title}
              </span>
              {item.brand && <span className="portfolio-grid__brand">For {item.brand}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The Portfolio section of a creator's page, left out when there is nothing in it. */
export function PortfolioSection({ items }: { items: PortfolioItemView[] }) {
  if (items.length === 0) return null;
  return (
    <ProfileSection title="Portfolio">
      <PortfolioGrid items={items} />
    </ProfileSection>
  );
}
