import { createSession } from '@sponsorly/api';
import { SANDBOX_CARDS } from '@sponsorly/shared';
import type { Server } from '../create-server';
import { multipart } from '../lib/multipart-body';
import { SAMPLE_BRANDS, SAMPLE_CREATORS, type SampleCreator } from './people';
import { artwork, logo, portrait } from './pictures';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_USER_AGENT = 'Sponsorly sample data';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The few fields of the API's answers the seed reads on. */
interface SeededDeal {
  id: string;
  terms: { version: number };
  work: { deliverables: Array<{ id: string }> };
}
interface Answer {
  id: string;
  conversation_id: string;
  deal: SeededDeal;
}
type Call = (method: Method, url: string, body?: unknown) => Promise<Answer>;
type Upload = (url: string, parts: Parameters<typeof multipart>[0]) => Promise<Answer>;

export interface MarketplaceSummary {
  campaigns: number;
  deals: number;
}

/**
 * The sample marketplace a newcomer can walk through: full profiles with audiences and rate cards, open
 * campaigns with applications and invitations, a conversation, and deals in every state from an open
 * offer to a completed, reviewed one. Everything goes through the REST API as the people themselves would
 * act (through the same services, ledger and events as the app), on the sandbox payment provider. Runs
 * once: a database whose first sample brand already has deals is left as it is.
 */
export async function seedMarketplace(server: Pick<Server, 'app' | 'deps'>, now: Date): Promise<MarketplaceSummary | null> {
  const { db } = server.deps;
  const ids = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where(
          'email',
          'in',
          [...SAMPLE_CREATORS, ...SAMPLE_BRANDS].map((p) => p.email),
        )
        .execute()
    ).map((row) => [row.email, row.id]),
  );
  const firstBrand = ids.get(SAMPLE_BRANDS[0]!.email);
  if (!firstBrand) return null;
  const existing = await db.selectFrom('deals').select('id').where('brand_id', '=', firstBrand).executeTakeFirst();
  if (existing) return null;

  const as = async (email: string): Promise<Call & { upload: Upload }> => {
    const authorization = `Bearer ${await createSession(db, ids.get(email)!, now, SEED_USER_AGENT)}`;
    const send = async (method: Method, url: string, headers: Record<string, string>, payload?: object) => {
      const response = await server.app.inject({ method, url: `/api${url}`, headers: { authorization, ...headers }, payload });
      if (response.statusCode >= 400)
        throw new Error(`Seeding failed at ${method} ${url}: ${response.statusCode} ${response.body}`);
      return (response.statusCode === 204 ? {} : response.json()) as Answer;
    };
    const call: Call = (method, url, body) => send(method, url, {}, body as object | undefined);
    return Object.assign(call, {
      upload: (url: string, parts: Parameters<typeof multipart>[0]) => {
        const body = multipart(parts);
        return send('POST', url, body.headers, body.payload);
      },
    });
  };
  const jpeg = (name: string, bytes: Buffer) => ({ name, type: 'image/jpeg', bytes });
  const day = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

  try {
    const creators = new Map<string, Call>();
    for (const [index, creator] of SAMPLE_CREATORS.entries()) {
      const call = await as(creator.email);
      creators.set(creator.first, call);
      await call('PUT', '/profile', creatorProfile(creator, index));
      await call.upload('/profile/photo', [{ name: 'file', file: jpeg('photo.jpg', await portrait(creator.colours)) }]);
      for (const [index, work] of creator.portfolio.entries())
        await call.upload('/portfolio/items', [
          { name: 'title', value: work.title },
          { name: 'brand', value: work.brand },
          { name: 'file', file: jpeg(`work-${index + 1}.jpg`, await artwork(creator.colours, index + creator.first.length)) },
        ]);
      await call('POST', '/profile/packages', {
        title: `${PACKAGE_TITLES[creator.platform] ?? 'Sponsored post'}`,
        description: 'One piece of content made for your brand, shown to my audience, with a round of changes.',
        deliverables: [{ type: DELIVERABLE_OF[creator.platform] ?? 'ugc_video', quantity: 1 }],
        price_cents: creator.packagePriceCents,
        delivery_days: 14,
        revisions_included: 1,
        usage_rights: { kind: 'organic', duration_days: 90 },
      });
    }
    const brands = new Map<string, Call>();
    for (const brand of SAMPLE_BRANDS) {
      const call = await as(brand.email);
      await call.upload('/profile/photo', [{ name: 'file', file: jpeg('logo.jpg', await logo(brand.colours)) }]);
      brands.set(brand.company, call);
    }
    const creatorId = (first: string) => ids.get(SAMPLE_CREATORS.find((c) => c.first === first)!.email)!;

    // Campaigns: one open per brand, with applications and an invitation.
    let campaigns = 0;
    const campaignOf = new Map<string, string>();
    for (const [company, call] of brands) {
      const brief = CAMPAIGNS[company]!;
      const made = await call('POST', '/campaigns', {
        ...brief,
        creators_wanted: 3,
        application_deadline: new Date(now.getTime() + 10 * DAY_MS).toISOString(),
        content_due_date: day(30),
        usage_rights: { kind: 'organic', duration_days: 90 },
        target_languages: ['English'],
        visibility: 'public',
      });
      await call('POST', `/campaigns/${made.id}/publish`, {});
      campaignOf.set(company, made.id);
      campaigns++;
    }
    const apply = (first: string, company: string, priceCents: number, pitch: string) =>
      creators.get(first)!('POST', `/campaigns/${campaignOf.get(company)}/applications`, {
        pitch,
        proposed_price_cents: priceCents,
        links: [],
      });
    await apply('Priya', 'Bean & Bloom Coffee', 50_000, 'Three brew guides with your single origin, filmed at home.');
    await apply('Maya', 'Bean & Bloom Coffee', 80_000, 'A weekend brunch video built around your cold brew.');
    await apply('Elena', 'Acme Outdoors', 60_000, 'I can take the tent to the Sierra Nevada this month.');
    await apply('Lucas', 'Pixel Forge Games', 140_000, 'A first-impressions video and a speedrun of the demo.');
    await brands.get('Glow Labs')!('POST', `/campaigns/${campaignOf.get('Glow Labs')}/invitations`, {
      creator_id: creatorId('Hana'),
      message: 'Your month-long skincare tests are exactly what our serum needs.',
    });

    // A conversation before any deal.
    const ben = brands.get('Acme Outdoors')!;
    const conversation = await ben('POST', '/conversations', {
      creator_id: creatorId('Amara'),
      body: 'Hi Amara, we are launching a travel backpack in spring. Would you like to take it on your next trip?',
    });
    await creators.get('Amara')!('POST', `/conversations/${conversation.conversation_id}/messages`, {
      body: 'Hello Ben, I would love to. I am in Ghana in March; send me the details.',
    });

    // Deals, one in each state, most of them Acme Outdoors' so its dashboard tells the whole story.
    const offer = (brand: Call, first: string, title: string, priceCents: number, dueInDays = 14) =>
      brand('POST', '/deals', {
        creator_id: creatorId(first),
        deliverables: [
          {
            type: DELIVERABLE_OF[SAMPLE_CREATORS.find((c) => c.first === first)!.platform],
            quantity: 1,
            due_date: day(dueInDays),
            notes: title,
          },
        ],
        price_cents: priceCents,
        currency: 'USD',
        revisions_included: 1,
        review_days: 3,
        usage_rights: { kind: 'organic', duration_days: 90 },
        message: title,
      }).then((answer) => answer.deal);
    const accept = (call: Call, deal: SeededDeal) => call('POST', `/deals/${deal.id}/accept`, { version: deal.terms.version });
    const fund = (brand: Call, id: string) =>
      brand('POST', `/deals/${id}/fund`, { card_number: SANDBOX_CARDS.succeeds }).then((answer) => answer.deal);
    const deliver = (creator: Call, id: string, deliverable: string, url: string) =>
      creator('POST', `/deals/${id}/deliverables/${deliverable}/submissions`, { url, note: 'First cut, ready for your review.' });
    let deals = 0;

    // Offered: waiting for Jonah to answer.
    await offer(ben, 'Jonah', 'Review of the Trailhead headlamp', 120_000);
    deals++;
    // Accepted, waiting for funding.
    await accept(creators.get('Tom')!, await offer(ben, 'Tom', 'Garden shed makeover with our tool kit', 95_000));
    deals++;
    // In progress: funded, the creator is working.
    const working = await offer(ben, 'Elena', 'Trail running shoes, first 100 km', 60_000, 21);
    await accept(creators.get('Elena')!, working);
    await fund(ben, working.id);
    deals++;
    // Delivered: waiting for the brand's review.
    const delivered = await offer(ben, 'Maya', 'Campfire recipes with the Acme stove', 90_000, 10);
    await accept(creators.get('Maya')!, delivered);
    const deliveredWork = await fund(ben, delivered.id);
    await deliver(
      creators.get('Maya')!,
      delivered.id,
      deliveredWork.work.deliverables[0]!.id,
      'https://youtu.be/sponsorly-sample-1',
    );
    deals++;
    // Completed and reviewed by both.
    const completed = await offer(ben, 'Amara', 'Weekend in the Acme tent', 65_000, 7);
    await accept(creators.get('Amara')!, completed);
    const completedWork = await fund(ben, completed.id);
    await deliver(
      creators.get('Amara')!,
      completed.id,
      completedWork.work.deliverables[0]!.id,
      'https://www.instagram.com/p/sponsorly-sample-2/',
    );
    await ben('POST', `/deals/${completed.id}/approve`, {});
    await ben('POST', `/deals/${completed.id}/reviews`, {
      rating: 5,
      text: 'Beautiful photos, delivered early, and our tent sold out that week.',
    });
    await creators.get('Amara')!('POST', `/deals/${completed.id}/reviews`, {
      rating: 5,
      text: 'Clear brief, quick approval, paid on time. Would work with Acme again.',
    });
    deals++;
    // Declined by the creator.
    const declined = await offer(ben, 'Noah', 'Office hiking club sketch', 40_000);
    await creators.get('Noah')!('POST', `/deals/${declined.id}/decline`, {});
    deals++;
    // Canceled by agreement, the brand refunded to its balance.
    const canceled = await offer(brands.get('Glow Labs')!, 'Sofia', 'Glow serum morning routine', 110_000);
    await accept(creators.get('Sofia')!, canceled);
    await fund(brands.get('Glow Labs')!, canceled.id);
    await creators.get('Sofia')!('POST', `/deals/${canceled.id}/cancellation`, {
      reason: 'I am moving house this month and cannot film in time. Sorry!',
    });
    await brands.get('Glow Labs')!('POST', `/deals/${canceled.id}/cancellation/accept`, {});
    deals++;
    // Disputed: delivered work the brand does not accept.
    const pixel = brands.get('Pixel Forge Games')!;
    const disputed = await offer(pixel, 'Lucas', 'Launch trailer reaction for Star Harbor', 150_000);
    await accept(creators.get('Lucas')!, disputed);
    const disputedWork = await fund(pixel, disputed.id);
    await deliver(
      creators.get('Lucas')!,
      disputed.id,
      disputedWork.work.deliverables[0]!.id,
      'https://youtu.be/sponsorly-sample-3',
    );
    await pixel('POST', `/deals/${disputed.id}/disputes`, {
      reason: 'The video shows a different game for most of its length.',
      evidence: [],
    });
    deals++;
    // A creator's own completed deal with a coffee brand, for the creator's earnings.
    const bean = brands.get('Bean & Bloom Coffee')!;
    const coffee = await offer(bean, 'Priya', 'Pour-over guide with Bloom single origin', 45_000, 7);
    await accept(creators.get('Priya')!, coffee);
    const coffeeWork = await fund(bean, coffee.id);
    await deliver(
      creators.get('Priya')!,
      coffee.id,
      coffeeWork.work.deliverables[0]!.id,
      'https://www.instagram.com/p/sponsorly-sample-4/',
    );
    await bean('POST', `/deals/${coffee.id}/approve`, {});
    deals++;

    return { campaigns, deals };
  } finally {
    // The sessions were the seed's own, not the people's: none is left behind.
    await db.deleteFrom('sessions').where('user_agent', '=', SEED_USER_AGENT).execute();
  }
}

const DELIVERABLE_OF: Record<string, string> = {
  youtube: 'youtube_integration',
  instagram: 'instagram_reel',
  tiktok: 'tiktok_video',
};
const PACKAGE_TITLES: Record<string, string> = {
  youtube: 'YouTube integration',
  instagram: 'Instagram Reel',
  tiktok: 'TikTok video',
};

/** Two creators in three ask to be shown on the home page (8 of the 12), so the landing's showcase has faces. */
const inShowcase = (index: number) => index % 3 !== 2;

function creatorProfile(c: SampleCreator, index: number) {
  const avgViews = Math.round(c.followers * 0.18);
  return {
    first_name: c.first,
    last_name: c.last,
    location: c.location,
    available_for_hire: true,
    bio: c.bio,
    platform: c.platform,
    expertise_level: c.followers > 200_000 ? 'advanced' : 'intermediate',
    talent_vertical: c.vertical,
    achievements: null,
    categories: c.categories,
    content_type: [],
    interests: [],
    languages: ['English'],
    social_links: {},
    audience: [
      {
        platform: c.platform,
        handle: `@${c.first.toLowerCase()}${c.last.toLowerCase().replace(/[^a-z]/g, '')}`,
        followers: c.followers,
        avg_views: avgViews,
        engagement_rate: Math.round((2 + (c.followers % 500) / 100) * 100) / 100,
      },
    ],
    searchable: true,
    showcase: inShowcase(index),
  };
}

const CAMPAIGNS: Record<string, Record<string, unknown>> = {
  'Acme Outdoors': {
    title: 'Spring trail gear test',
    description: 'Take our new ultralight tent and trail shoes on a real trip and tell your audience how they did.',
    goals: 'Awareness among hikers and trail runners before the spring season.',
    platforms: ['instagram', 'youtube'],
    deliverables: [{ type: 'instagram_reel', quantity: 1, notes: 'Show the tent going up in under a minute.' }],
    budget_min_cents: 40_000,
    budget_max_cents: 90_000,
    guidelines_dos: 'Real trails, real weather.',
    guidelines_donts: 'No other outdoor brands in frame.',
    target_verticals: ['travel', 'athlete'],
    target_categories: ['Outdoors', 'Travel'],
    target_location: null,
  },
  'Glow Labs': {
    title: 'Sensitive skin serum, 30-day test',
    description: 'Use the Glow Labs calming serum for a month and share the honest results.',
    goals: 'Trust among people with sensitive skin.',
    platforms: ['instagram', 'tiktok'],
    deliverables: [{ type: 'instagram_reel', quantity: 2, notes: 'A day-1 and a day-30 video.' }],
    budget_min_cents: 60_000,
    budget_max_cents: 120_000,
    guidelines_dos: 'Natural light, no filters.',
    guidelines_donts: 'No medical claims.',
    target_verticals: ['beauty', 'health'],
    target_categories: ['Skincare'],
    target_location: null,
  },
  'Bean & Bloom Coffee': {
    title: 'Cold brew summer',
    description: 'Show how you make our cold brew concentrate part of your summer mornings.',
    goals: 'Trial of the new cold brew among home coffee lovers.',
    platforms: ['instagram', 'youtube'],
    deliverables: [{ type: 'instagram_reel', quantity: 1, notes: 'The bottle in the first three seconds.' }],
    budget_min_cents: 30_000,
    budget_max_cents: 90_000,
    guidelines_dos: 'Morning light, real kitchens.',
    guidelines_donts: 'No other coffee brands.',
    target_verticals: ['foodie'],
    target_categories: ['Coffee', 'Food'],
    target_location: null,
  },
  'Pixel Forge Games': {
    title: 'Star Harbor demo week',
    description: 'Play the Star Harbor demo on stream or video during the festival week.',
    goals: 'Wishlists before launch.',
    platforms: ['youtube', 'tiktok'],
    deliverables: [{ type: 'youtube_integration', quantity: 1, notes: 'A 60-second segment with the wishlist link.' }],
    budget_min_cents: 100_000,
    budget_max_cents: 250_000,
    guidelines_dos: 'Honest first impressions.',
    guidelines_donts: 'No spoilers past the first hour.',
    target_verticals: ['gaming'],
    target_categories: ['Gaming', 'Indie games'],
    target_location: null,
  },
};
