import { SEO_DESCRIPTION_MAX, SEO_TEXT, SITE_NAME } from '@sponsorly/shared';

/** What a public page says about itself to search engines and link previews, in the HTML the server sends. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute. */
  canonical: string;
  /** An absolute http(s) picture for previews, or null. */
  image: string | null;
  type: 'profile' | 'website';
}

/** Text made safe inside an HTML attribute or element: every character HTML gives a meaning to is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A description on one line, cut at a word to what previews show, with an ellipsis when cut. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= SEO_DESCRIPTION_MAX) return line;
  const cut = line.slice(0, SEO_DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > SEO_DESCRIPTION_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** A picture as an absolute address: the site's own paths on the public base URL, http(s) links as they are. */
export function absoluteImage(image: string | null, appUrl: string): string | null {
  if (!image) return null;
  if (image.startsWith('/') && !image.startsWith('//')) return `${appUrl}${image}`;
  return /^https?:\/\//i.test(image) ? image : null;
}

/** The tags of a page's head: title, description, canonical, Open Graph and Twitter card. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(SEO_TEXT.pageTitle(head.title))}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
  ];
  return tags.join('\n    ');
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** The tag that keeps a page out of search engines' indexes. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/**
 * The app shell with `tags` in its head, in place of the shell's own title and description. Only the
 * head changes: the body stays the empty root the app renders into.
 */
export function shellWithHead(shell: string, tags: string): string {
  const bare = shell.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  // A function, so a `$&` or `$'` in someone's bio is text, not a replacement pattern.
  return bare.replace('</head>', () => `    ${tags}\n  </head>`);
}
