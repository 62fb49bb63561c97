/**
 * The API document's groups of operations, each with what it holds. A procedure's REST face names its
 * group in `tags`; the document refuses a name that is not here.
 */
export const API_TAGS: Record<string, string> = {
  Accounts:
    'Sign up, confirm the email address, log in and out, reset or change the password, the account’s sessions, and the account’s data: its download and its deletion.',
  Profiles: 'Your own profile (a creator’s or a brand’s), and creators’ public pages.',
  'Photos and portfolio':
    'A creator’s profile photo or a brand’s logo, in square sizes; a creator’s portfolio of pictures, videos and links to posts; the stored pictures themselves.',
  'Connected channels':
    'A creator connects YouTube, Instagram or TikTok through the platform’s own login, so their figures show as verified.',
  'Creator insights':
    'A creator’s figures over a range of days: views of their page, search appearances, offers, earnings and top posts.',
  'Rate card': 'A creator’s packages: what they offer, at what price, with which usage rights.',
  'Creator search': 'Brands find creators: search with filters and facet counts, similar creators, saved and recent searches.',
  Shortlists: 'A brand’s lists of creators, and the creators it hid from its results.',
  Campaigns: 'Brands publish campaigns and invite creators; creators browse the open ones.',
  Applications: 'Creators apply to campaigns; brands shortlist or decline the applications.',
  Deals:
    'A deal from offer to completion: offers and counter-offers, funding, drafts and approval, cancellations, disputes, reviews and the deal’s files.',
  Wallet:
    'Money on Sponsorly, read from the ledger: balances, movements, withdrawals and refunds, brands’ receipts and creators’ monthly statements.',
  Analytics:
    'A brand’s figures over a range, read from the ledger, the deals and the live posts’ readings: spend, completed deals, reach, on-time delivery and each campaign’s funnel, as JSON or CSV.',
  Reviews: 'Reviews about creators and brands, and a brand’s page and record as creators see them.',
  Conversations: 'Messages between a brand and a creator.',
  Blocking: 'Block a brand or a creator: no messages, offers, invitations or applications between the two.',
  Reports: 'Report an account, a message, a campaign or a review to the Sponsorly team.',
  Notifications:
    'Your notifications, your dashboard’s recent activity, and which emails you get (each kind’s one-click unsubscribe).',
  'Public forms': 'The contact form and the newsletter, and the captcha they ask for.',
  System: 'Whether the API and its database answer.',
  Administration:
    'For administrators: accounts, emails and sign-ups, the ledger check and dispute decisions; reports, warnings, suspensions and the audit log.',
};
