import type { AdminMe, StaffPermission } from '@croupier/contracts/admin-staff';
import { useRouteLoaderData } from 'react-router';
import { adminApi, rememberCsrfToken } from '../../platform/api.ts';

export async function fetchMe(): Promise<AdminMe> {
  const me = await adminApi<AdminMe>('/me');
  rememberCsrfToken(me.csrfToken);
  return me;
}

/** The signed-in staff member, from the layout's loader. */
export function useMe(): AdminMe {
  return useRouteLoaderData('session') as AdminMe;
}

export function useCan(): (permission: StaffPermission) => boolean {
  const me = useMe();
  return (permission) => me.permissions.includes(permission);
}
