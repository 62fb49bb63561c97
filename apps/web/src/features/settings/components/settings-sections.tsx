import type { PublicUser } from '@sponsorly/shared';
import { BadgeCheck, Ban, Bell, type LucideIcon, ShieldCheck, UserRound, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { AccountSettings } from './account-settings';
import { BlockedSettings } from './blocked-settings';
import { BrandVerificationSettings } from './brand-verification-settings';
import { EmailSettings } from './email-settings';
import { PayoutSettings } from './payout-settings';
import { SecuritySettings } from './security-settings';

export interface SettingsSection {
  /** The section's anchor: /settings#payouts. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** Whether the account has this section (payouts are a creator's). */
  shownTo: (user: PublicUser) => boolean;
  Body: ComponentType<{ user: PublicUser }>;
}

const everyone = () => true;

/**
 * The sections of /settings, in their order. A setting a later feature adds (notifications, blocked
 * accounts, the account's data) is one more line here and a component of its own.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'account', title: 'Account', icon: UserRound, shownTo: everyone, Body: AccountSettings },
  { id: 'security', title: 'Security', icon: ShieldCheck, shownTo: everyone, Body: SecuritySettings },
  { id: 'notifications', title: 'Emails', icon: Bell, shownTo: everyone, Body: EmailSettings },
  {
    id: 'verification',
    title: 'Verify your company',
    icon: BadgeCheck,
    shownTo: (user) => user.user_type === 'brand',
    Body: BrandVerificationSettings,
  },
  { id: 'blocked', title: 'Blocked accounts', icon: Ban, shownTo: everyone, Body: BlockedSettings },
  { id: 'payouts', title: 'Payouts', icon: Wallet, shownTo: (user) => user.user_type === 'creator', Body: PayoutSettings },
];
