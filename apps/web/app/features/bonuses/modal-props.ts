import type { PlayerBonus, PlayerFreespin } from './bonus-api.ts';

/**
 * The bonus modals take the card's item as a prop (they are opened from the page, never from a URL), so a
 * modal checks the shape it was given rather than trusting it.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function bonusProp(props: Record<string, unknown>, name: string): PlayerBonus | undefined {
  const value = props[name];
  return isRecord(value) && typeof value.id === 'string' && typeof value.amount === 'number'
    ? (value as unknown as PlayerBonus)
    : undefined;
}

export function freespinProp(props: Record<string, unknown>, name: string): PlayerFreespin | undefined {
  const value = props[name];
  return isRecord(value) && typeof value.id === 'string' && typeof value.count === 'number'
    ? (value as unknown as PlayerFreespin)
    : undefined;
}
