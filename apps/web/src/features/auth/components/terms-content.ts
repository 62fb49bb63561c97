/** The Terms and Conditions shown at signup: ten sections, plain words. */
export const TERMS_UPDATED = 'January 15, 2025';

export const TERMS_SECTIONS: readonly { title: string; paragraphs: readonly string[] }[] = [
  {
    title: 'Acceptance of these terms',
    paragraphs: [
      'By creating an account or using Sponsorly, you agree to these Terms and Conditions and to our Privacy Policy. If you do not agree, please do not use the service.',
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
      'Give accurate information when you sign up and keep it up to date. Keep your password private; you are responsible for activity under your account. Tell us at once if you believe someone else has accessed it.',
    ],
  },
  {
    title: 'Creator obligations',
    paragraphs: [
      'Creators agree to describe their audience and statistics honestly, to deliver the content agreed in a campaign on time, and to disclose every paid partnership clearly, as the law and each platform require (for example with #ad or a paid-partnership label).',
    ],
  },
  {
    title: 'Brand obligations',
    paragraphs: [
      'Brands agree to describe campaigns accurately, to respect the creative brief both sides accepted, to pay the agreed fee for delivered content, and not to ask creators to make claims that are false or misleading.',
    ],
  },
  {
    title: 'Payments and fees',
    paragraphs: [
      'Sponsorly is free for creators. Campaign fees are agreed between the creator and the brand before work starts and are paid through Sponsorly once the agreed content is delivered. Any service fee charged to brands is shown before a campaign is confirmed.',
    ],
  },
  {
    title: 'Content and intellectual property',
    paragraphs: [
      'Creators keep ownership of the content they make. When a campaign is paid for, the brand receives the usage rights written in that campaign, and no others. You give Sponsorly permission to display your profile and public content on the platform so that the marketplace can work.',
    ],
  },
  {
    title: 'Prohibited conduct',
    paragraphs: [
      'Do not use Sponsorly to buy fake followers or engagement, to post unlawful, hateful or deceptive content, to harass anyone, to get around our payment system, or to interfere with the security of the service.',
    ],
  },
  {
    title: 'Suspension and termination',
    paragraphs: [
      'You may close your account at any time. We may suspend or close accounts that break these terms, after telling you why where the law allows. Payments already owed for delivered work remain due.',
    ],
  },
  {
    title: 'Liability and changes to these terms',
    paragraphs: [
      'Sponsorly provides the marketplace as it is; partnerships are agreements between creators and brands. To the extent the law allows, we are not liable for indirect losses arising from them.',
      'We may update these terms. When a change matters, we will tell you by email before it takes effect; continuing to use Sponsorly afterwards means you accept the new terms.',
    ],
  },
];
