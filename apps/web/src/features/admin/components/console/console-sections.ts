import { BookCheck, CreditCard, Flag, Gavel, LayoutGrid, Mail, ScrollText, Users, type LucideIcon } from 'lucide-react';

export interface ConsoleSection {
  /** The section's path under /admin ('' for the overview). */
  path: string;
  label: string;
  /** One line on the overview saying what the section is for. */
  summary: string;
  icon: LucideIcon;
}

/**
 * The admin console's sections, in the order of its navigation: adding one is one entry here and one route in app/router.tsx.
 */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: '', label: 'Overview', summary: 'Every section of the console.', icon: LayoutGrid },
  {
    path: 'users',
    label: 'Users',
    summary: 'Find an account by name or email; open its deals, payments and history.',
    icon: Users,
  },
  {
    path: 'reports',
    label: 'Reports',
    summary: 'What people reported, by account: dismiss, warn, hide, suspend.',
    icon: Flag,
  },
  { path: 'disputes', label: 'Disputes', summary: 'Decide the disputes parties opened, the longest waiting first.', icon: Gavel },
  {
    path: 'ledger',
    label: 'Ledger',
    summary: 'The ledger check, Stripe reconciliation and the platform’s money.',
    icon: BookCheck,
  },
  { path: 'outbox', label: 'Outbox', summary: 'Emails waiting, sent and failed; send a failed one again.', icon: Mail },
  {
    path: 'payments',
    label: 'Payments',
    summary: 'Charges, refunds and payouts made through the provider, newest first.',
    icon: CreditCard,
  },
  { path: 'audit', label: 'Audit log', summary: 'Every administrator action, who took it and why.', icon: ScrollText },
];

export const sectionHref = (section: ConsoleSection) => (section.path ? `/admin/${section.path}` : '/admin');
