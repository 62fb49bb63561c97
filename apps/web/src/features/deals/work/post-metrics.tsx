import { CONNECTION_MESSAGES, formatCents, type PostMetrics } from '@sponsorly/shared';
import { verifiedLabel } from '../../../lib/verified-label';
import { BadgeCheck } from 'lucide-react';
import { useDealMetrics } from '../api/use-deal';
import '../styles/post-metrics.css';

const number = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));

/** Views over time as a small line: the points spread evenly, the highest count at the top. */
function Sparkline({ values }: { values: number[] }) {
  if (values.length < 2) return null;
  const width = 120;
  const height = 32;
  const max = Math.max(...values, 1);
  const points = values
    .map((v, i) => `${((i / (values.length - 1)) * width).toFixed(1)},${(height - 2 - (v / max) * (height - 4)).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      className="post-metrics__trend"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label="Views over time"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Under a live post: what its platform reports (views, likes, comments, shares), its trend and what the
 * deal's price cost per thousand views and per engagement; or why the post is not verified. Read after
 * the page loads, so the server-rendered page reads no clock.
 */
export function PostMetricsPanel({ dealId, deliverableId, side }: { dealId: string; deliverableId: string; side: string }) {
  const metrics = useDealMetrics(dealId, true);
  const post: PostMetrics | undefined = metrics.data?.posts.find((p) => p.deliverable_id === deliverableId);
  if (!post) return null;
  if (post.status === 'elsewhere') {
    return (
      <p className="post-metrics__unverified">
        {side === 'creator'
          ? CONNECTION_MESSAGES.postElsewhere(post.platform)
          : CONNECTION_MESSAGES.postNotVerified(post.platform)}
      </p>
    );
  }
  if (!post.latest) {
    return <p className="post-metrics__unverified">{CONNECTION_MESSAGES.postPending(post.platform)}</p>;
  }
  const { latest } = post;
  return (
    <div className="post-metrics">
      <p className="post-metrics__verified">
        <BadgeCheck aria-hidden="true" /> {verifiedLabel(post.platform, latest.read_at)}
      </p>
      <dl className="post-metrics__figures">
        <div>
          <dt>Views</dt>
          <dd>{number(latest.views)}</dd>
        </div>
        <div>
          <dt>Likes</dt>
          <dd>{number(latest.likes)}</dd>
        </div>
        <div>
          <dt>Comments</dt>
          <dd>{number(latest.comments)}</dd>
        </div>
        {latest.shares !== null && (
          <div>
            <dt>Shares</dt>
            <dd>{number(latest.shares)}</dd>
          </div>
        )}
        <div>
          <dt>CPM</dt>
          <dd>{post.cpm_minor === null ? '—' : formatCents(post.cpm_minor)}</dd>
        </div>
        <div>
          <dt>Cost per engagement</dt>
          <dd>{post.cost_per_engagement_minor === null ? '—' : formatCents(post.cost_per_engagement_minor)}</dd>
        </div>
      </dl>
      <Sparkline values={post.series.map((r) => r.views ?? 0)} />
    </div>
  );
}
