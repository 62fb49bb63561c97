import { AUTH_COOKIES, secureCookieName } from '../auth/cookies';
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_SECONDS } from './time-zone';
import { AUTH_DURATIONS } from '../auth/limits';
import { DEAL_DURATIONS, DEAL_LIMITS } from '../deals/limits';
import { ENDING_LIMITS } from '../deals/endings/limits';
import { LEGAL_LINKS, type LegalPath } from './legal-links';

/**
 * The legal pages (/privacy, /terms, /cookies), written from what the code does: what it stores, for
 * how long, and what the deal's money rules are. `{fee}`, `{clearing_wait}` and `{email}` are server
 * settings (settings-text.ts). The terms are also the signup's Terms and Conditions dialog: ten
 * sections, as the signup pages have always shown. docs/landing-and-legal-pages.md lists the promises.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const hours = (ms: number) => `${ms / HOUR} hours`;
const days = (ms: number) => `${ms / DAY} days`;

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  /** Points after the paragraphs, as a bulleted list. */
  points?: readonly string[];
}

export interface LegalDocument {
  path: LegalPath;
  /** The page's heading and the footer link's name. */
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const LEGAL_UPDATED = 'November 27, 2026';

export const TERMS: LegalDocument = {
  ...LEGAL_LINKS.terms,
  intro: 'These terms are the agreement between you and Sponsorly when you use the marketplace, as a creator or as a brand.',
  sections: [
    {
      title: 'Acceptance of these terms',
      paragraphs: [
        'By creating an account or using Sponsorly, you agree to these Terms of Service, to our Privacy Policy and to our Cookie Policy. If you do not agree, please do not use the service.',
      ],
    },
    {
      title: 'Eligibility',
      paragraphs: [
        'You must be at least 18 years old, or the age of majority where you live, to open an account. If you sign up for a business, you confirm that you are authorised to accept these terms on its behalf.',
      ],
    },
    {
      title: 'Your account',
      paragraphs: [
        'Give accurate information when you sign up and keep it up to date. Keep your password private; you are responsible for activity under your account. Tell us at once at {email} if you believe someone else has accessed it, and end your other sessions from your account’s security page.',
      ],
    },
    {
      title: 'Creator obligations',
      paragraphs: [
        'Creators agree to describe their audience and statistics honestly, to deliver the content agreed in a deal by its due dates, and to disclose every paid partnership clearly, as the law and each platform require (for example with #ad or a paid-partnership label).',
      ],
    },
    {
      title: 'Brand obligations',
      paragraphs: [
        'Brands agree to describe campaigns accurately, to respect the terms both sides accepted, to fund a deal they agreed to, to review the work within the review window, and not to ask creators to make claims that are false or misleading.',
      ],
    },
    {
      title: 'Payments, fees and escrow',
      paragraphs: [
        'Sponsorly is free for creators: a creator pays no fee and receives the whole price agreed. Brands pay a platform fee of {fee} of the price on each deal, on top of the price. The fee is shown with every offer and fixed in the terms both sides accept; a later change of our fee does not change terms already sent.',
        `Once an offer is accepted, the brand has ${hours(DEAL_DURATIONS.fundingMs)} to pay the price and the fee into escrow. Sponsorly holds that money while the work is done; neither side can withdraw it meanwhile.`,
      ],
      points: [
        `Release: the price goes to the creator when the brand approves the work, or when the review window ends (${DEAL_LIMITS.reviewDaysMin} to ${DEAL_LIMITS.reviewDaysMax} days after the last draft, as the offer sets it) without the brand asking for changes or opening a dispute. Released money can be withdrawn {clearing_wait}.`,
        `Cancellation: a funded deal can be cancelled while the work is under way when both sides agree, when a cancellation request gets no answer within ${hours(ENDING_LIMITS.cancellationSilenceMs)}, or by the brand alone once a deliverable is ${hours(ENDING_LIMITS.overdueMs)} past its due day without a draft. The brand then gets the price and the fee back in full, to its Sponsorly balance, from which it funds its next deal or sends the money back to its card.`,
        `Disputes: once work is delivered, either side may open a dispute instead; the other side may answer within ${days(ENDING_LIMITS.disputeAnswerMs)}. A Sponsorly admin then decides: the money goes to the creator, back to the brand, or is split between them (the fee shared in the same proportion), or the work resumes with new due dates.`,
        'Card payments, payouts to creators and refunds to cards are made through our payment provider, Stripe. Creators withdraw released money to the payout account they set up with Stripe.',
      ],
    },
    {
      title: 'Content and intellectual property',
      paragraphs: [
        'Creators keep ownership of the content they make. When a deal is paid for, the brand receives the usage rights written in that deal’s terms, and no others. You give Sponsorly permission to display your profile and public content on the platform so that the marketplace can work.',
      ],
    },
    {
      title: 'Prohibited conduct',
      paragraphs: [
        'Do not use Sponsorly to buy fake followers or engagement, to post unlawful, hateful or deceptive content, to harass anyone, to take payment for a deal outside Sponsorly, or to interfere with the security of the service.',
      ],
    },
    {
      title: 'Suspension and termination',
      paragraphs: [
        'You may ask us to close your account at any time by writing to {email}. Deals under way are finished or cancelled first, and the records of payments are kept as the law requires. We may suspend or close accounts that break these terms, after telling you why where the law allows. Money owed for approved work remains due.',
      ],
    },
    {
      title: 'Liability and changes to these terms',
      paragraphs: [
        'Sponsorly provides the marketplace as it is; partnerships are agreements between creators and brands. To the extent the law allows, we are not liable for indirect losses arising from them.',
        'We may update these terms. When a change matters, we will tell you by email before it takes effect; continuing to use Sponsorly afterwards means you accept the new terms. Terms a deal was agreed on stay that deal’s terms.',
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  ...LEGAL_LINKS.privacy,
  intro: 'What Sponsorly collects about you, why, how long it is kept, and who else sees it. Questions: write to {email}.',
  sections: [
    {
      title: 'What we collect and why',
      paragraphs: ['We collect what the marketplace needs to work, and nothing for advertising.'],
      points: [
        'Your account: your email address, your name, whether you are a creator or a brand, and your password, stored only as a one-way hash. We use them to log you in and to write to you about your account and your deals.',
        'Your profile: what you choose to show brands or creators (platform, bio, categories, audience figures, location, languages, rate card; a brand’s company, website and industry). Creators’ profiles are shown to brands in search.',
        'Messages between creators and brands, and the offers, campaigns and applications you send. We keep them so both sides have the record of what was agreed.',
        'Deal files: drafts and dispute evidence you upload to a deal. Only the two sides of the deal and our admins can open them.',
        'Payment data: what was paid, refunded and withdrawn, the receipts we issue, and of a card only its brand and last four digits. Card numbers are never stored: for real payments they are typed into Stripe’s own page and never reach our servers. A creator’s bank details are given to Stripe when setting up payouts, and we keep only the Stripe account’s reference and status.',
        'Brands’ searches: the last 20 searches and the searches a brand saves, its lists of creators with their notes, and the creators it hides. A creator’s profile counts at most one view per brand a day.',
        'Contact form and newsletter: the name, address and message you send us, and the address you subscribe with.',
        'Technical data: the client address of each request, counted for a few minutes to an hour to stop abuse (rate limits), and, for requests that fail or are slow, a log line with the address, the method and the page’s path without its query.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [],
      points: [
        `Sessions end after ${days(AUTH_DURATIONS.sessionIdle)} without use or ${days(AUTH_DURATIONS.sessionAbsolute)} after logging in, whichever comes first, and when you log out. Each session keeps the name of its browser (from its User-Agent) so you can tell your sessions apart on your security page.`,
        `Email verification links work for ${hours(AUTH_DURATIONS.verificationTokenTtl)}, password reset links for ${AUTH_DURATIONS.resetTokenTtl / 60_000} minutes. An account never verified can be removed with “This wasn’t me” from the verification email.`,
        'Emails we send wait in a queue until delivered; once sent, their text is deleted and only the address, subject and time stay as a record.',
        'When you leave the newsletter we keep your address with the date you left, so that we do not write to you again.',
        'Your account, profile, messages, deals, deal files and payment records are kept while your account exists. Payment records and receipts are accounting records we must keep after an account is closed.',
      ],
    },
    {
      title: 'Who else sees it',
      paragraphs: [
        'Stripe processes card payments, payouts and refunds, under its own privacy policy. Our email provider delivers the emails we send you. We do not sell your data or share it with advertisers. Our admins see accounts, deals and their files to give support and to decide disputes.',
      ],
    },
    {
      title: 'Your choices',
      paragraphs: [
        'You can edit your profile at any time, end your sessions from your security page, and leave the newsletter with the link in each issue. To get a copy of your data, correct it or close your account, write to {email}.',
      ],
    },
  ],
};

export interface CookieRow {
  name: string;
  purpose: string;
  lasts: string;
}

/** The cookies set: the server's (AUTH_COOKIES), each by both of its names, and the page's time zone. */
export const COOKIES_SET: readonly CookieRow[] = [
  {
    name: `${AUTH_COOKIES.session} (${secureCookieName(AUTH_COOKIES.session)} over https)`,
    purpose: 'Keeps you logged in. It holds a random token; only its hash is stored on our side.',
    lasts: `Until you log out, or at most ${days(AUTH_DURATIONS.sessionAbsolute)}`,
  },
  {
    name: `${AUTH_COOKIES.signupBinding} (${secureCookieName(AUTH_COOKIES.signupBinding)} over https)`,
    purpose:
      'Set when you sign up, so that only the browser that signed up is logged in by the verification link; anywhere else the link asks first.',
    lasts: `${AUTH_DURATIONS.signupBindingTtl / HOUR} hour, or until the address is verified`,
  },
  {
    name: TIME_ZONE_COOKIE,
    purpose:
      'Your time zone (for example Europe/Paris), written by the page once you are logged in, so that the pages we prepare for you show deadlines and messages in your own time.',
    lasts: `${days(TIME_ZONE_COOKIE_MAX_AGE_SECONDS * 1000)}, renewed on each visit; removed when you log out`,
  },
];

export const COOKIES: LegalDocument = {
  ...LEGAL_LINKS.cookies,
  intro:
    'Sponsorly sets three cookies: two needed for logging in, and one that holds your time zone once you are logged in. There are no analytics, advertising or third-party cookies.',
  sections: [
    {
      title: 'The cookies we set',
      paragraphs: [
        'The two login cookies are httpOnly (scripts on the page cannot read them) and SameSite=Lax (another site cannot send them with its forms); over https they are Secure and held for this site only. The time zone is written by the page itself, so it is not httpOnly; it holds nothing else.',
      ],
    },
    {
      title: 'No consent banner',
      paragraphs: [
        'Cookies strictly needed for a service you ask for do not need consent, so there is nothing to accept or refuse. If you block them, you can read the public pages but not log in.',
        'When you pay with a card, Stripe’s payment page is on Stripe’s site and sets its own cookies there, under its own policy.',
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS = [PRIVACY, TERMS, COOKIES] as const;
