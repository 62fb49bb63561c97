import { publicCreatorPath, SHOWCASE_COPY, type ShowcaseCreator } from '@sponsorly/shared';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { platformLabel, talentVerticalLabel } from '../../../lib/profile-labels';
import { useShowcase } from '../api/use-showcase';
import './creator-showcase.css';

/** Two photos a row on a phone, four from 768 px: the browser picks the smallest sharp size. */
const PHOTO_SIZES = '(min-width: 768px) 256px, 50vw';

/**
 * The landing's showcase of creators who chose to be shown (docs/landing-and-legal-pages.md "Showcase").
 * It sits below the first screen and appears only once there is someone to show: while it loads, when it
 * fails and when nobody opted in, the landing has no trace of it (no heading, no empty box).
 */
export function CreatorShowcase() {
  const showcase = useShowcase();
  const creators = showcase.data?.items ?? [];
  if (creators.length === 0) return null;
  return (
    <section id="creators" className="landing-section" aria-labelledby="showcase-title" data-testid="creator-showcase">
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">{SHOWCASE_COPY.eyebrow}</p>
          <h2 id="showcase-title">{SHOWCASE_COPY.title}</h2>
          <p className="section-heading__lead">{SHOWCASE_COPY.lead}</p>
        </header>
        <ul className="showcase">
          {creators.map((creator) => (
            <li key={creator.handle}>
              <ShowcaseCard creator={creator} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ShowcaseCard({ creator }: { creator: ShowcaseCreator }) {
  const name = `${creator.first_name} ${creator.last_name}`.trim();
  const role = [talentVerticalLabel(creator.talent_vertical, creator.custom_talent_vertical), platformLabel(creator.platform)]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="showcase__card">
      <picture className="showcase__photo">
        <source type="image/webp" srcSet={creator.photo.webp_srcset} sizes={PHOTO_SIZES} />
        <img
          src={creator.photo.url}
          srcSet={creator.photo.jpeg_srcset}
          sizes={PHOTO_SIZES}
          alt=""
          width={256}
          height={256}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div className="showcase__text">
        <h3 className="showcase__name">
          {/* The whole card is the link's target (see the CSS); the name is what a screen reader announces. */}
          <Link to={publicCreatorPath(creator.handle)}>{name}</Link>
        </h3>
        {role && <p className="showcase__role">{role}</p>}
        {creator.location && (
          <p className="showcase__location">
            <MapPin aria-hidden="true" />
            <span>{creator.location}</span>
          </p>
        )}
      </div>
    </article>
  );
}
