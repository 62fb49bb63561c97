export type HairStyle = 'short' | 'long' | 'bun' | 'curly';

/** How a member's drawn portrait looks: no photos, so nothing is loaded from anywhere. */
export interface Portrait {
  background: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  portrait: Portrait;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Maya Chen',
    role: 'Co-founder & CEO',
    bio: 'Ran a lifestyle channel for six years before building the marketplace she wished she had had.',
    portrait: { background: '#ede9fe', skin: '#f1c8a5', hair: '#1f1a17', hairStyle: 'long', shirt: '#5b21b6' },
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & CTO',
    bio: 'Builds the tools that keep briefs, proposals and payments in one place.',
    portrait: { background: '#fef3c7', skin: '#7b4a2d', hair: '#16110e', hairStyle: 'curly', shirt: '#334155' },
  },
  {
    name: 'Sofia Martínez',
    role: 'Head of Creator Success',
    bio: 'Helps creators of every size land, and deliver, their first paid partnership.',
    portrait: { background: '#dcfce7', skin: '#d9a066', hair: '#5b3420', hairStyle: 'bun', shirt: '#b45309' },
  },
  {
    name: 'James Whitaker',
    role: 'Head of Brand Partnerships',
    bio: 'Matches brands with creators whose audiences genuinely fit their products.',
    portrait: { background: '#e0f2fe', skin: '#f3d2b3', hair: '#a16207', hairStyle: 'short', shirt: '#0f766e' },
  },
];
