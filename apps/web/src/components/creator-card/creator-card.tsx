import { publicCreatorPath, type CreatorCard as CreatorCardData } from '@sponsorly/shared';
import { MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { platformLabel, talentVerticalLabel } from '../../lib/profile-labels';
import { Avatar } from '../ui/avatar';
import { followersSourceText, followersText, priceFromText } from './card-figures';
import './creator-card.css';

interface CreatorCardProps {
  creator: CreatorCardData;
  /** Buttons under the card (Save, Hide, Remove from list...), chosen by the page that shows it. */
  actions?: ReactNode;
  /** Anything a page adds between the figures and the actions, such as why a creator is suggested. */
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The first cards a page shows: their cover is likely the page's largest paint, so it loads at once. */
  priority?: boolean;
}

/** The cover is the card's width: the whole column on a phone, a third of the page on a wide screen. */
const COVER_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/**
 * A creator as search results, lists and "more like this" show them: the first picture of their
 * portfolio as a cover when they have one, their photo or initials; the name links to the public page.
 */
export function CreatorCard({ creator, actions, children, headingLevel: Heading = 'h3', priority = false }: CreatorCardProps) {
  const titleId = useId();
  const name = `${creator.first_name} ${creator.last_name}`.trim();
  const role = [platformLabel(creator.platform), talentVerticalLabel(creator.talent_vertical)].filter(Boolean).join(' · ');
  const followers = followersText(creator);
  const source = followersSourceText(creator);
  const price = priceFromText(creator);

  return (
    <article className="creator-card" aria-labelledby={titleId} data-creator-id={creator.id}>
      {creator.cover && (
        <picture className="creator-card__cover">
          <source type="image/webp" srcSet={creator.cover.webp_srcset} sizes={COVER_SIZES} />
          <img
            src={creator.cover.url}
            srcSet={creator.cover.jpeg_srcset}
            sizes={COVER_SIZES}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={640}
            height={360}
          />
        </picture>
      )}
      <div className="creator-card__top">
        <Avatar
          photo={creator.photo}
          imageUrl={creator.profile_image}
          firstName={creator.first_name}
          lastName={creator.last_name}
        />
        <div className="creator-card__who">
          <Heading id={titleId} className="creator-card__name">
            <Link to={publicCreatorPath(creator.handle)}>{name}</Link>
          </Heading>
          {role && <p className="creator-card__role">{role}</p>}
          {creator.location && (
            <p className="creator-card__location">
              <MapPin aria-hidden="true" />
              <span>{creator.location}</span>
            </p>
          )}
        </div>
      </div>

      {creator.categories.length > 0 && (
        <ul className="creator-card__tags" aria-label="Categories">
          {creator.categories.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
      )}

      <div className="creator-card__facts">
        <p className="creator-card__followers">
          {followers ?? <span className="creator-card__none">No audience figures yet</span>}
          {source && (
            <span className={`creator-card__source creator-card__source--${creator.followers_source ?? 'self_reported'}`}>
              {source}
            </span>
          )}
        </p>
        <div className="creator-card__deal">
          <p className={price ? 'creator-card__price' : 'creator-card__none'}>{price ?? 'No rate card yet'}</p>
          {creator.available_for_hire && <p className="creator-card__available">Available</p>}
        </div>
      </div>

      {children}
      {actions && <div className="creator-card__actions">{actions}</div>}
    </article>
  );
}
