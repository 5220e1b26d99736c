import { popularMethodKeys } from '@croupier/contracts/payments';

/** Spec 02 §9: the method keys that carry the 'popular' tag and the Interac notice. */
export function isFeaturedMethod(method: string): boolean {
  return method === popularMethodKeys.deposit || method === popularMethodKeys.withdrawal;
}
