/** Bounds of the notification list, the read marker and the dashboards' recent activity. */
export const NOTIFICATION_LIMITS = {
  pageSize: 20,
  pageSizeMax: 100,
  cursorMax: 300,
  /** Ids one "mark as read" call may name. */
  markReadMax: 100,
  /** Items in a dashboard's Recent Activity. */
  activityItems: 10,
} as const;

/** How the real-time stream keeps alive and how the web app behaves without it, in milliseconds. */
export const REALTIME_TIMINGS = {
  /**
   * A ping comment this often on an idle stream, well inside the idle timeouts of proxies and load
   * balancers (nginx 60 s, AWS ALB 60 s, Heroku 55 s), so none of them closes it.
   */
  pingMs: 10_000,
  /** The client reconnects when it heard nothing, not even a ping, for this long. */
  reconnectAfterInactivityMs: 25_000,
  /** An open stream checks its session is still live (not expired) this often, as well as on every event. */
  sessionRecheckMs: 60_000,
  /** While the stream is down, the web app polls what it shows this often. */
  pollWhileDownMs: 30_000,
} as const;
