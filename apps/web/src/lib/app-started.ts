/**
 * Fired on `document` once the app has hydrated a page that came as HTML (prerendered, or rendered on
 * the server): from then on its controls answer. The starter (start-after-paint.ts) holds the clicks
 * made before it, and gives them back on this event.
 */
export const APP_HYDRATED_EVENT = 'sponsorly:hydrated';
