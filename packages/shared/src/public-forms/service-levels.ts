/** What the pages promise about replies and meetings (spec section 9), written once for every page. */
export const SERVICE_LEVELS = {
  replyWithin: 'Within 24 hours',
  businessHours: 'Monday to Friday, 9 AM to 6 PM EST',
  replyBy: 'By email, to the address you gave us',
  meetingLength: '30 minutes',
  meetingFormat: 'Video call',
  meetingPlatform: 'Zoom or Google Meet',
} as const;
