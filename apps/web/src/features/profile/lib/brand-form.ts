import { DEFAULT_INDUSTRY, type BrandProfileView } from '@sponsorly/shared';

/** The edit form holds text as typed; blanks become "not set" when the shared schema reads them. */
export interface BrandFormValues {
  first_name: string;
  last_name: string;
  company_name: string;
  website: string;
  industry: string;
  logo: string;
  company_size: string;
  description: string;
  budget_range: string;
}

export const BRAND_FORM_DEFAULTS: BrandFormValues = {
  first_name: '',
  last_name: '',
  company_name: '',
  website: '',
  industry: DEFAULT_INDUSTRY,
  logo: '',
  company_size: '',
  description: '',
  budget_range: '',
};

export function brandFormValues(profile: BrandProfileView): BrandFormValues {
  const d = BRAND_FORM_DEFAULTS;
  return {
    first_name: profile.first_name ?? d.first_name,
    last_name: profile.last_name ?? d.last_name,
    company_name: profile.company_name ?? d.company_name,
    website: profile.website ?? d.website,
    industry: profile.industry || d.industry,
    logo: profile.logo ?? d.logo,
    company_size: profile.company_size ?? d.company_size,
    description: profile.description ?? d.description,
    budget_range: profile.budget_range ?? d.budget_range,
  };
}
