import type { ActivityItem } from '@sponsorly/shared';
import { Activity, ChevronRight, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Card, IconBadge } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { inAppPath } from '../../../lib/in-app-path';
import { fullDateTime, timeAgo } from '../../../lib/time-ago';
import { useRecentActivity } from '../api/use-recent-activity';
import './recent-activity.css';

function ActivityLine({ item }: { item: ActivityItem }) {
  const path = inAppPath(item.link);
  const when = (
    <time className="activity__time" dateTime={item.created_at} title={fullDateTime(item.created_at)}>
      {timeAgo(item.created_at)}
    </time>
  );
  return (
    <li>
      {path ? (
        <Link to={path} className="activity">
          <span className="activity__text">
            <span className="activity__title">{item.title}</span>
            {when}
          </span>
          <ChevronRight className="activity__go" aria-hidden="true" />
        </Link>
      ) : (
        <div className="activity">
          <span className="activity__text">
            <span className="activity__title">{item.title}</span>
            {when}
          </span>
        </div>
      )}
    </li>
  );
}

/** The dashboard's last events, live; the empty state until there are some. */
export function RecentActivityCard({ emptyText }: { emptyText: string }) {
  const activity = useRecentActivity();
  const items = activity.data ?? [];

  return (
    <Card as="section" className="dash-card dash-card--wide" aria-labelledby="recent-activity-title">
      <header className="dash-card__header">
        <IconBadge>
          <Activity />
        </IconBadge>
        <h2 id="recent-activity-title">Recent Activity</h2>
      </header>
      {activity.isPending ? (
        <p className="activity-state">
          <Spinner size="sm" decorative /> Loading your activity...
        </p>
      ) : activity.isError && !activity.data ? (
        <div className="activity-state">
          <p>We couldn’t load your recent activity.</p>
          <Button variant="secondary" size="sm" onClick={() => void activity.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length > 0 ? (
        <ol className="activity-list">
          {items.map((item) => (
            <ActivityLine key={item.id} item={item} />
          ))}
        </ol>
      ) : (
        <div className="dash-empty">
          <Inbox aria-hidden="true" />
          <p className="dash-empty__title">No activity yet</p>
          <p className="text-muted">{emptyText}</p>
        </div>
      )}
    </Card>
  );
}
