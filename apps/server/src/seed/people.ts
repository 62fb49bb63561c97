import type { BudgetRange, CompanySize, Industry, ProfilePlatform, TalentVertical } from '@sponsorly/shared';

/** Only for the sample accounts of a development database; `npm run seed` refuses production. */
export const SEED_PASSWORD = 'sponsorly-sample-2026';

export interface SampleCreator {
  first: string;
  last: string;
  email: string;
  platform: ProfilePlatform;
  vertical: TalentVertical;
  bio: string;
  categories: string[];
  location: string;
  /** Followers on the main platform; average views and engagement follow from it. */
  followers: number;
  /** The first package of the rate card, in cents. */
  packagePriceCents: number;
  /** Two colours of the generated photo and pictures. */
  colours: [string, string];
  /** Past work shown on the profile, each a generated picture. */
  portfolio: Array<{ title: string; brand: string }>;
}

/** A dozen creators across niches, sizes and places, so every search and filter has something to find. */
export const SAMPLE_CREATORS: SampleCreator[] = [
  {
    first: 'Maya',
    last: 'Lopez',
    email: 'maya.creator@example.com',
    platform: 'youtube',
    vertical: 'foodie',
    bio: 'Weeknight recipes for busy people. New video every Friday.',
    categories: ['Food', 'Cooking'],
    location: 'Lisbon, Portugal',
    followers: 184_000,
    packagePriceCents: 90_000,
    colours: ['#F59E0B', '#B45309'],
    portfolio: [
      { title: 'One-pan harvest dinner', brand: 'Green Basket' },
      { title: 'Sunday batch cooking', brand: 'Kitchen & Co' },
    ],
  },
  {
    first: 'Jonah',
    last: 'Kim',
    email: 'jonah.creator@example.com',
    platform: 'tiktok',
    vertical: 'tech',
    bio: 'Gadget reviews in sixty seconds.',
    categories: ['Tech', 'Reviews'],
    location: 'Seoul, South Korea',
    followers: 412_000,
    packagePriceCents: 120_000,
    colours: ['#0EA5E9', '#1E3A8A'],
    portfolio: [
      { title: 'Earbuds in 60 seconds', brand: 'Sonic Labs' },
      { title: 'Desk setup tour', brand: 'Deskly' },
    ],
  },
  {
    first: 'Amara',
    last: 'Okoye',
    email: 'amara.creator@example.com',
    platform: 'instagram',
    vertical: 'travel',
    bio: 'Slow travel across West Africa and beyond.',
    categories: ['Travel'],
    location: 'Lagos, Nigeria',
    followers: 96_500,
    packagePriceCents: 65_000,
    colours: ['#10B981', '#065F46'],
    portfolio: [
      { title: 'Three days in Accra', brand: 'Wander Air' },
      { title: 'Packing light', brand: 'Carry Co' },
    ],
  },
  {
    first: 'Priya',
    last: 'Nair',
    email: 'priya.creator@example.com',
    platform: 'instagram',
    vertical: 'foodie',
    bio: 'Specialty coffee at home: brewing guides, latte art and the best beans of the month.',
    categories: ['Coffee', 'Food'],
    location: 'Melbourne, Australia',
    followers: 58_200,
    packagePriceCents: 45_000,
    colours: ['#92400E', '#451A03'],
    portfolio: [
      { title: 'Latte art basics', brand: 'Bean & Bloom Coffee' },
      { title: 'V60 pour-over guide', brand: 'Kettle Works' },
    ],
  },
  {
    first: 'Lucas',
    last: 'Moreau',
    email: 'lucas.creator@example.com',
    platform: 'youtube',
    vertical: 'gaming',
    bio: 'Indie games, speedruns and honest first impressions.',
    categories: ['Gaming', 'Indie games'],
    location: 'Lyon, France',
    followers: 231_000,
    packagePriceCents: 150_000,
    colours: ['#7C3AED', '#312E81'],
    portfolio: [
      { title: 'Hollow Depths first look', brand: 'Tiny Castle Games' },
      { title: 'Speedrun week', brand: 'Arcade Fuel' },
    ],
  },
  {
    first: 'Sofia',
    last: 'Rossi',
    email: 'sofia.creator@example.com',
    platform: 'tiktok',
    vertical: 'fashion',
    bio: 'Second-hand fashion and capsule wardrobes on a budget.',
    categories: ['Fashion', 'Sustainability'],
    location: 'Milan, Italy',
    followers: 327_000,
    packagePriceCents: 110_000,
    colours: ['#EC4899', '#831843'],
    portfolio: [
      { title: 'Capsule wardrobe, autumn', brand: 'ReWear' },
      { title: 'Thrift haul', brand: 'Vintage Lane' },
    ],
  },
  {
    first: 'Kwame',
    last: 'Mensah',
    email: 'kwame.creator@example.com',
    platform: 'youtube',
    vertical: 'finance',
    bio: 'Personal finance for first jobbers: budgets, savings and no hype.',
    categories: ['Finance', 'Education'],
    location: 'Accra, Ghana',
    followers: 74_000,
    packagePriceCents: 70_000,
    colours: ['#22C55E', '#14532D'],
    portfolio: [
      { title: 'My first budget', brand: 'Pocket Bank' },
      { title: 'Saving for rent', brand: 'Ledgerly' },
    ],
  },
  {
    first: 'Hana',
    last: 'Sato',
    email: 'hana.creator@example.com',
    platform: 'instagram',
    vertical: 'beauty',
    bio: 'Skincare that works for sensitive skin, tested for a month before I say a word.',
    categories: ['Skincare', 'Beauty'],
    location: 'Osaka, Japan',
    followers: 143_000,
    packagePriceCents: 85_000,
    colours: ['#F472B6', '#9D174D'],
    portfolio: [
      { title: '30 days of sunscreen', brand: 'Sora Skin' },
      { title: 'Night routine', brand: 'Calm Derm' },
    ],
  },
  {
    first: 'Tom',
    last: 'Becker',
    email: 'tom.creator@example.com',
    platform: 'youtube',
    vertical: 'diy',
    bio: 'Renovating a 1920s house room by room, mistakes included.',
    categories: ['DIY', 'Home'],
    location: 'Hamburg, Germany',
    followers: 119_000,
    packagePriceCents: 95_000,
    colours: ['#F97316', '#7C2D12'],
    portfolio: [
      { title: 'Sanding the floors', brand: 'Toolhaus' },
      { title: 'Kitchen tiles', brand: 'Tile & Stone' },
    ],
  },
  {
    first: 'Elena',
    last: 'García',
    email: 'elena.creator@example.com',
    platform: 'instagram',
    vertical: 'athlete',
    bio: 'Trail running and mountain days. Training plans for your first ultra.',
    categories: ['Running', 'Outdoors'],
    location: 'Granada, Spain',
    followers: 67_800,
    packagePriceCents: 55_000,
    colours: ['#14B8A6', '#134E4A'],
    portfolio: [
      { title: 'First 50 km', brand: 'TrailPeak' },
      { title: 'Hydration on the trail', brand: 'Flow Bottles' },
    ],
  },
  {
    first: 'Noah',
    last: 'Williams',
    email: 'noah.creator@example.com',
    platform: 'tiktok',
    vertical: 'comedy',
    bio: 'Sketches about office life. Yes, that meeting could have been an email.',
    categories: ['Comedy', 'Work life'],
    location: 'Toronto, Canada',
    followers: 689_000,
    packagePriceCents: 180_000,
    colours: ['#EAB308', '#713F12'],
    portfolio: [
      { title: 'The reply-all sketch', brand: 'Slackline' },
      { title: 'Monday standup', brand: 'Focus Tea' },
    ],
  },
  {
    first: 'Aisha',
    last: 'Rahman',
    email: 'aisha.creator@example.com',
    platform: 'youtube',
    vertical: 'education',
    bio: 'Science explained with kitchen experiments, for curious kids and their parents.',
    categories: ['Science', 'Education', 'Family'],
    location: 'Manchester, United Kingdom',
    followers: 52_300,
    packagePriceCents: 60_000,
    colours: ['#6366F1', '#1E1B4B'],
    portfolio: [
      { title: 'Volcano in a jar', brand: 'Curious Kits' },
      { title: 'Rainbow milk', brand: 'Lab at Home' },
    ],
  },
];

export interface SampleBrand {
  first: string;
  last: string;
  email: string;
  company: string;
  website: string;
  industry: Industry;
  budget: BudgetRange;
  size: CompanySize;
  colours: [string, string];
}

export const SAMPLE_BRANDS: SampleBrand[] = [
  {
    first: 'Ben',
    last: 'Okafor',
    email: 'ben.brand@example.com',
    company: 'Acme Outdoors',
    website: 'https://acme-outdoors.example',
    industry: 'retail',
    budget: '5k-20k',
    size: '51-200',
    colours: ['#16A34A', '#14532D'],
  },
  {
    first: 'Lena',
    last: 'Fischer',
    email: 'lena.brand@example.com',
    company: 'Glow Labs',
    website: 'https://glowlabs.example',
    industry: 'health',
    budget: '1k-5k',
    size: '11-50',
    colours: ['#DB2777', '#500724'],
  },
  {
    first: 'Marco',
    last: 'Silva',
    email: 'marco.brand@example.com',
    company: 'Bean & Bloom Coffee',
    website: 'https://beanandbloom.example',
    industry: 'food',
    budget: '1k-5k',
    size: '11-50',
    colours: ['#92400E', '#1C1917'],
  },
  {
    first: 'Ivy',
    last: 'Chen',
    email: 'ivy.brand@example.com',
    company: 'Pixel Forge Games',
    website: 'https://pixelforge.example',
    industry: 'entertainment',
    budget: '20k-100k',
    size: '201-1000',
    colours: ['#4F46E5', '#1E1B4B'],
  },
];

export const EARLY_ACCESS = [
  ['Priya', 'Shah', 'priya@example.com'],
  ['Tom', 'Brandt', 'tom@example.com'],
  ['Sofia', 'Marin', 'sofia@example.com'],
  ['Kwame', 'Asante', 'kwame@example.com'],
  ['Hana', 'Ito', 'hana@example.com'],
] as const;
