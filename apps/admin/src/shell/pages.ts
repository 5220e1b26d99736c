import type { StaffPermission } from '@croupier/contracts/admin-staff';
import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n/i18n.tsx';

/** A page of the back office: where it lives, its name in the navigation, and who may open it. */
export interface AdminPage {
  path: string;
  label: MessageKey;
  /** What the overview's card says the page is for; the overview itself has none. */
  summary?: MessageKey;
  /** Open to a staff member holding any of these; none listed: to everyone signed in. */
  anyOf: readonly StaffPermission[];
  /** False: reached from another page (a player's page from the search), not from the navigation. */
  listed?: boolean;
  load(): Promise<ComponentType>;
}

/**
 * The one list of pages: the router, the navigation and the overview read it, so a page a role may not open
 * is neither linked nor shown (the server refuses its calls either way).
 */
export const adminPages: readonly AdminPage[] = [
  { path: '', label: 'nav.overview', anyOf: [], load: async () => (await import('./overview.tsx')).Overview },
  {
    path: 'players',
    label: 'nav.players',
    summary: 'overview.players',
    anyOf: ['players.read'],
    load: async () => (await import('../features/players/players.tsx')).Players,
  },
  {
    path: 'players/:id',
    label: 'nav.players',
    anyOf: ['players.read'],
    listed: false,
    load: async () => (await import('../features/players/player-file.tsx')).PlayerFile,
  },
  {
    path: 'withdrawals',
    label: 'nav.withdrawals',
    summary: 'overview.withdrawals',
    anyOf: ['withdrawals.read'],
    load: async () => (await import('../features/withdrawals/withdrawals.tsx')).Withdrawals,
  },
  {
    path: 'adjustments',
    label: 'nav.adjustments',
    summary: 'overview.adjustments',
    anyOf: ['adjustments.read', 'adjustments.create', 'adjustments.confirm'],
    load: async () => (await import('../features/adjustments/adjustments.tsx')).Adjustments,
  },
  {
    path: 'kyc',
    label: 'nav.kyc',
    summary: 'overview.kyc',
    anyOf: ['kyc.review'],
    load: async () => (await import('../features/kyc/kyc-review.tsx')).KycReview,
  },
  {
    path: 'broadcasts',
    label: 'nav.broadcasts',
    summary: 'overview.broadcasts',
    anyOf: ['messages.broadcast'],
    load: async () => (await import('../features/broadcasts/broadcasts.tsx')).Broadcasts,
  },
  {
    path: 'support',
    label: 'nav.support',
    summary: 'overview.support',
    anyOf: ['support.chat'],
    load: async () => (await import('../features/support/support-chat.tsx')).SupportChat,
  },
  {
    path: 'bonuses',
    label: 'nav.bonuses',
    summary: 'overview.bonuses',
    anyOf: ['bonuses.manage'],
    load: async () => (await import('../features/bonuses/bonuses.tsx')).Bonuses,
  },
  {
    path: 'cashback',
    label: 'nav.cashback',
    summary: 'overview.cashback',
    anyOf: ['bonuses.manage'],
    load: async () => (await import('../features/cashback/cashback.tsx')).Cashback,
  },
  {
    path: 'catalogue',
    label: 'nav.catalogue',
    summary: 'overview.catalogue',
    anyOf: ['catalogue.manage'],
    load: async () => (await import('../features/catalogue/catalogue.tsx')).Catalogue,
  },
  {
    path: 'content',
    label: 'nav.content',
    summary: 'overview.content',
    anyOf: ['content.manage'],
    load: async () => (await import('../features/content/content.tsx')).Content,
  },
  {
    path: 'engagement',
    label: 'nav.engagement',
    summary: 'overview.engagement',
    anyOf: ['engagement.manage'],
    load: async () => (await import('../features/engagement/engagement.tsx')).Engagement,
  },
  {
    path: 'loyalty-levels',
    label: 'nav.loyaltyLevels',
    summary: 'overview.loyaltyLevels',
    anyOf: ['engagement.manage'],
    load: async () => (await import('../features/loyalty/loyalty-levels.tsx')).LoyaltyLevels,
  },
  {
    path: 'reports',
    label: 'nav.reports',
    summary: 'overview.reports',
    anyOf: ['reports.read'],
    load: async () => (await import('../features/reports/reports.tsx')).Reports,
  },
  {
    path: 'staff',
    label: 'nav.staff',
    summary: 'overview.staff',
    anyOf: ['staff.read'],
    load: async () => (await import('../features/staff/staff.tsx')).Staff,
  },
  {
    path: 'audit',
    label: 'nav.audit',
    summary: 'overview.audit',
    anyOf: ['audit.read'],
    load: async () => (await import('../features/audit/audit.tsx')).AuditLog,
  },
];

export const mayOpen = (page: Pick<AdminPage, 'anyOf'>, permissions: readonly StaffPermission[]): boolean =>
  page.anyOf.length === 0 || page.anyOf.some((permission) => permissions.includes(permission));
