/**
 * The profile menu (spec 01 §2 /profile children). Limits and self-exclusion sit in it so responsible
 * gaming is one click from the profile (DESIGN.md). The menu leaves Documents out when the identity-verification
 * provider hides it (S1.2-24).
 */
export const profileLinks = [
  { to: '/profile/dashboard', key: 'dashboard', icon: 'home' },
  { to: '/profile/account', key: 'account', icon: 'user' },
  { to: '/profile/bonuses', key: 'bonuses', icon: 'gift' },
  { to: '/profile/messages', key: 'messages', icon: 'chat' },
  { to: '/profile/history', key: 'history', icon: 'reload' },
  { to: '/profile/limits', key: 'limits', icon: 'shield' },
  { to: '/profile/verification', key: 'verification', icon: 'star' },
  { to: '/profile/documents', key: 'documents', icon: 'mail' },
] as const;

/** The self-exclusion block on the limits page, linked on its own from the menu. */
export const selfExclusionLink = '/profile/limits#take-a-break';
