import { INSIGHTS_MESSAGES, type CreatorInsights } from '@sponsorly/shared';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { platformLabel } from '../../../lib/profile-labels';
import { count } from '../lib/insights-words';

/** The verified live posts with the most views, each with the brand it was for and a way to its deal. */
export function TopPosts({ posts }: { posts: CreatorInsights['top_posts'] }) {
  const titleId = useId();
  return (
    <Card as="section" className="insights-card insights-posts" aria-labelledby={titleId}>
      <h2 id={titleId}>Top posts by views</h2>
      {posts.length === 0 ? (
        <p className="text-muted">{INSIGHTS_MESSAGES.noPosts}</p>
      ) : (
        <ol className="insights-posts__list">
          {posts.map((post) => (
            <li key={post.deliverable_id}>
              <div className="insights-posts__who">
                <Link to={`/deals/${post.deal_id}`}>{post.brand_name}</Link>
                <span className="text-muted">{platformLabel(post.platform)}</span>
              </div>
              <dl className="insights-posts__figures">
                <div>
                  <dt>Views</dt>
                  <dd>{count(post.views)}</dd>
                </div>
                <div>
                  <dt>Likes</dt>
                  <dd>{post.likes === null ? '—' : count(post.likes)}</dd>
                </div>
                <div>
                  <dt>Comments</dt>
                  <dd>{post.comments === null ? '—' : count(post.comments)}</dd>
                </div>
              </dl>
              <a href={post.url} target="_blank" rel="noopener noreferrer" className="insights-posts__open">
                Open the post <ExternalLink aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
