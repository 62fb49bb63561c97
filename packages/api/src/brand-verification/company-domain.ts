import freeMailDomains from 'email-providers';

/**
 * Free mail providers (gmail.com, outlook.com, proton.me and some 8,700 more) from the maintained
 * `email-providers` list: an address there proves nothing about a company. A subdomain of one
 * (`mail.yahoo.co.uk`) is one too.
 */
const FREE_MAIL = new Set<string>(freeMailDomains);

export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.split('.');
  return labels.some((_, index) => index < labels.length - 1 && FREE_MAIL.has(labels.slice(index).join('.')));
}

/** The domain of a brand's website: its host, lower-cased, without a leading `www.`; null without a usable website. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const host = new URL(website).hostname.toLowerCase().replace(/\.$/, '');
    const domain = host.replace(/^www\./, '');
    // An address or a single label (localhost) is no company domain.
    return domain.includes('.') && !/^[\d.]+$/.test(domain) && !domain.startsWith('[') ? domain : null;
  } catch {
    return null;
  }
}

/** The domain part of an email address, lower-cased. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether an address's domain is the website's domain or one of its subdomains (`team.acme.com` for `acme.com`). */
export const isWithinDomain = (domain: string, site: string) => domain === site || domain.endsWith(`.${site}`);
