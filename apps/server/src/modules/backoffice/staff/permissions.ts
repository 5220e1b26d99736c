import { type StaffPermission, type StaffRole, staffPermissions } from '@croupier/contracts/admin-staff';

/**
 * The one table of what each role may do (issue 22 §2). A staff member holds the union of their roles'
 * permissions. Confirming a four-eyes decision is its own permission so a role can be given the first
 * approval without the second, or both.
 */
export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  // The administrator holds every permission there is, including ones added later.
  administrator: staffPermissions,
  support: ['players.read', 'players.close_sessions', 'players.segments', 'players.notes', 'support.chat'],
  payments: [
    'withdrawals.read',
    'withdrawals.decide',
    'adjustments.read',
    'adjustments.create',
    'players.read',
    'reports.read',
  ],
  'risk-compliance': [
    'withdrawals.read',
    'withdrawals.decide',
    'adjustments.read',
    'adjustments.confirm',
    'audit.read',
    'players.read',
    'players.block',
    'players.close_sessions',
    'players.segments',
    'players.limits',
    'players.notes',
    'kyc.review',
    'reports.read',
  ],
  marketing: ['messages.broadcast', 'bonuses.manage', 'engagement.manage', 'reports.read'],
  content: ['catalogue.manage', 'content.manage'],
};

export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const granted = new Set<StaffPermission>();
  for (const role of roles) for (const permission of rolePermissions[role] ?? []) granted.add(permission);
  return [...granted].sort();
}
