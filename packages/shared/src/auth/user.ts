import type { Industry, UserType } from './enums';

/** The user as the API returns it (spec section 3, "user info"), never with secrets. */
export interface PublicUser {
  id: string;
  email: string;
  user_type: UserType;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  email_verified: boolean;
  /** Creator fields (present for creators). */
  platform?: string | null;
  /** Brand fields (present for brands). */
  website?: string | null;
  industry?: Industry | string | null;
  company_name?: string | null;
  budget_range?: string | null;
  profile_completion: number;
  profile_views?: number;
}

export interface AuthResult {
  token: string;
  user: PublicUser;
}
