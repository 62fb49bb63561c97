/**
 * Finds what would take a deal off Sponsorly in a message (docs/marketplace.md "Trust"): an email address, a
 * phone number, or a payment handle or method. A hit only shows the recipient a warning; it never blocks
 * the message, so the rules lean towards catching the usual disguises ("maya [at] gmail [dot] com",
 * fullwidth characters) while leaving alone what sponsorship talk is full of: prices ("$500", "$2k"),
 * dates, times, follower counts, percentages and social handles ("@maya" is how creators are found).
 */
export type OffPlatformKind = 'email' | 'phone' | 'payment';

// Invisible characters someone might slip between the letters of an address to dodge a filter.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/g;

// ---- email ------------------------------------------------------------------------------------
const LOCAL = String.raw`[a-z0-9](?:[a-z0-9._%+-]{0,63})`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,62})`;
const TLD = String.raw`[a-z]{2,24}`;
const BRACKETED = (word: string) => String.raw`\s*[[({<]\s*${word}\s*[\])}>]\s*`;
/** "." or a spelled-out dot: "[dot]", "(dot)", " dot ". */
const ANY_DOT = String.raw`(?:\s?\.\s?|${BRACKETED('dot')}|\s+dot\s+)`;
const WORD_DOT = String.raw`(?:${BRACKETED('dot')}|\s+dot\s+)`;
const EMAIL_PATTERNS = [
  // maya@gmail.com, maya @ gmail . com, maya@gmail[dot]com; not "hi @maya.lopez", a social handle.
  new RegExp(String.raw`${LOCAL}(?:@|\s@\s)${LABEL}(?:${ANY_DOT}${LABEL})*${ANY_DOT}${TLD}\b`, 'i'),
  // maya[at]gmail.com, maya (at) gmail (dot) com
  new RegExp(String.raw`\b${LOCAL}${BRACKETED('at')}${LABEL}(?:${ANY_DOT}${LABEL})*${ANY_DOT}${TLD}\b`, 'i'),
  // maya at gmail dot com: both words spelled out, so "find us at acme.com" is not an address.
  new RegExp(String.raw`\b${LOCAL}\s+at\s+${LABEL}(?:${WORD_DOT}${LABEL})*${WORD_DOT}${TLD}\b`, 'i'),
];

// ---- phone ------------------------------------------------------------------------------------
/**
 * Numbers that look like phone numbers but are not, blanked out before looking for phones: dates,
 * times, money, figures with thousands separators, percentages, year ranges, "#" references.
 */
const NOT_PHONES = [
  /\b\d{4}[-./]\d{1,2}[-./]\d{1,2}\b/g,
  /\b\d{1,2}[-./]\d{1,2}[-./]\d{2,4}\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  /[$€£¥₹]\s?\d[\d,.]*(?:\s?[kmb]\b)?/gi,
  /\d[\d.,]*\s?(?:usd|eur|gbp|dollars?|euros?|k\b|m\b)/gi,
  /\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b/g,
  /\b\d+(?:[.,]\d+)?\s?%/g,
  /\b(?:19|20)\d{2}\s?[-–]\s?(?:19|20)?\d{2}\b/g,
  /#\s?\d+/g,
];
/** A run of digits with the separators phone numbers are written with (no "/" or ",": dates and money). */
const PHONE_CANDIDATE = /(?<![\w.])(?:\+|00)?\s?\(?\d[\d\s().-]{5,}\d(?![\w])/g;
const PHONE_WORDS = /\b(?:call|text|phone|tel|mobile|cell|whats\s?app|sms|signal|telegram|viber|ring|dial)\b/i;
/** Figures creators quote, which are long numbers but not phones ("1500000000 impressions"). */
const COUNT_AFTER =
  /^\s*(?:views|followers|subscribers|likes|impressions|reach|plays|streams|downloads|people|fans|members|users)\b/i;
/** Chat apps' links carry the number or the account itself. */
const CHAT_LINKS = /\b(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|t\.me|telegram\.me|signal\.me|viber\.click)\/\S+/i;

function looksLikePhone(candidate: string, after: string, hasPhoneWord: boolean): boolean {
  const trimmed = candidate.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length > 15 || COUNT_AFTER.test(after)) return false;
  const groups = trimmed.split(/[\s().-]+/).filter(Boolean);
  // Phone numbers are written in groups of two or more digits, with at most a one-digit country or trunk code.
  if (groups.filter((g) => g.length === 1).length > 1 || groups.length > 6) return false;
  const international = /^(?:\+|00)/.test(trimmed);
  if (groups.length === 1) {
    // An unbroken run: a phone if long enough or dialled as one (leading 0 or +).
    return (
      digits.length >= 10 ||
      (digits.length >= 9 && (international || digits.startsWith('0'))) ||
      (hasPhoneWord && digits.length >= 7)
    );
  }
  return digits.length >= 9 || (international && digits.length >= 8) || (hasPhoneWord && digits.length >= 7);
}

function hasPhone(text: string): boolean {
  if (CHAT_LINKS.test(text)) return true;
  let blanked = text;
  for (const pattern of NOT_PHONES) blanked = blanked.replace(pattern, (match) => ' '.repeat(match.length));
  const hasPhoneWord = PHONE_WORDS.test(text);
  for (const match of blanked.matchAll(PHONE_CANDIDATE)) {
    const after = blanked.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 20);
    if (looksLikePhone(match[0], after, hasPhoneWord)) return true;
  }
  return false;
}

// ---- payment ----------------------------------------------------------------------------------
const PAYMENT_WORDS = new RegExp(
  [
    String.raw`\bpay\s?pal\b`,
    String.raw`\bvenmo\b`,
    String.raw`\bzelle\b`,
    String.raw`\bcash\s?app\b`,
    String.raw`\bwestern\s+union\b`,
    String.raw`\bmoney\s?gram\b`,
    String.raw`\bpayoneer\b`,
    String.raw`\bskrill\b`,
    String.raw`\brevolut\b`,
    String.raw`\bapple\s+cash\b`,
    String.raw`\bwire\s+(?:transfer|payment|the\s+(?:money|payment|funds))\b`,
    String.raw`\b(?:by|via|through)\s+wire\b`,
    String.raw`\bbank\s+(?:transfer|details|account|info)\b`,
    String.raw`\b(?:account|routing)\s+(?:number|no\.?|#)`,
    String.raw`\bsort\s+code\b`,
    String.raw`\bswift\s*(?:code|/\s*bic)\b`,
    String.raw`\bbic\s+code\b`,
    String.raw`\biban\b`,
    String.raw`\b(?:crypto|bitcoin|btc|eth|usdt)\s+(?:wallet|address)\b`,
    String.raw`\bwallet\s+address\b`,
  ].join('|'),
  'i',
);
const PAYMENT_LINKS = /\b(?:paypal\.(?:me|com)|venmo\.com|cash\.app|wise\.com\/pay|revolut\.me|buymeacoffee\.com|ko-fi\.com)\b/i;
/** A Cash App $cashtag: a letter first, so "$500" and "$5k" stay prices. */
const CASHTAG = /(?<![\w$])\$[a-z][a-z0-9_]{0,19}\b/i;
const CRYPTO_ADDRESS = /\b(?:bc1[ac-hj-np-z02-9]{25,62}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[a-fA-F0-9]{40})\b/;
/** Written whole or in groups of four; the last group may be shorter. */
const IBAN_CANDIDATE = /\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,4})?\b/gi;
/** A card number: 13 to 19 digits, whole or in groups. */
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;

/** An IBAN's own check (ISO 13616): the rearranged number, letters as 10-35, is 1 modulo 97. */
function isIban(candidate: string): boolean {
  const compact = candidate.replace(/\s/g, '').toUpperCase();
  if (compact.length < 15 || compact.length > 34) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The Luhn check every card number passes, so most long figures are not taken for one. */
function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0 && !/^(\d)\1+$/.test(digits);
}

function hasPayment(text: string): boolean {
  if (PAYMENT_WORDS.test(text) || PAYMENT_LINKS.test(text) || CASHTAG.test(text) || CRYPTO_ADDRESS.test(text)) return true;
  // An IBAN written in groups may run into the next word: the check is tried without the last group too.
  const ibans = [...text.matchAll(IBAN_CANDIDATE)].flatMap((match) => [match[0], match[0].replace(/ ?[a-z0-9]{1,4}$/i, '')]);
  return ibans.some(isIban) || [...text.matchAll(CARD_CANDIDATE)].some((match) => isCardNumber(match[0]));
}

/** The kinds of off-platform details in a text, each once, in the order email, phone, payment. */
export function findOffPlatformDetails(text: string): OffPlatformKind[] {
  // NFKC folds lookalikes: fullwidth "＠" and "．", fullwidth and other digits, ligatures.
  const normal = text.normalize('NFKC').replace(INVISIBLE, '');
  const found: OffPlatformKind[] = [];
  if (EMAIL_PATTERNS.some((pattern) => pattern.test(normal))) found.push('email');
  if (hasPhone(normal)) found.push('phone');
  if (hasPayment(normal)) found.push('payment');
  return found;
}

/** Whether a message should carry the off-platform warning. */
export function hasOffPlatformDetails(text: string): boolean {
  return findOffPlatformDetails(text).length > 0;
}
