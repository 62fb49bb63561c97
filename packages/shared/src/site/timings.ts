/** Pauses of the web pages, in milliseconds. */
export const SITE_TIMINGS = {
  /** How long the browser waits on a success screen before moving to the dashboard. */
  redirectDelay: 2000,
  /** How long the header waits after navigating home before scrolling to an anchor. */
  scrollDelay: 100,
} as const;
