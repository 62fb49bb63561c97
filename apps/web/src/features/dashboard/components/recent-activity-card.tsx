import { Activity, Inbox } from 'lucide-react';
import { Card, IconBadge } from '../../../components/ui/card';

export function RecentActivityCard({ emptyText }: { emptyText: string }) {
  return (
    <Card as="section" className="dash-card dash-card--wide" aria-labelledby="recent-activity-title">
      <header className="dash-card__header">
        <IconBadge>
          <Activity />
        </IconBadge>
        <h2 id="recent-activity-title">Recent Activity</h2>
      </header>
      <div className="dash-empty">
        <Inbox aria-hidden="true" />
        <p className="dash-empty__title">No activity yet</p>
        <p className="text-muted">{emptyText}</p>
      </div>
    </Card>
  );
}
