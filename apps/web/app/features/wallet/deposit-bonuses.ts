import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { invalidate, useLive } from '../../platform/api/live-cache.ts';
import { debounced } from '../realtime/debounce.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { type BonusCode, bonusApi, type PlayerBonus } from './bonus-api.ts';
import {
  amountChanged,
  type BonusCard,
  bonusCards,
  clickBonus,
  declineBonus,
  listChanged,
  noSelection,
  type Selection,
} from './bonus-selection.ts';

/**
 * The wallet's deposit-bonus state (spec 02 §2, §4 "Bonus selection", "Bonus code"): the two fetches of
 * deposit bonuses, the applied bonus code and the active player bonus, read when the wallet opens (spec
 * 02 §2: opening refreshes bonuses and the deposit bonus code) and kept current by the bonus channels;
 * and the player's choice, which the deposit request, the exit promo and the initial amount read.
 */

export interface DepositBonusState {
  bonusSelected: boolean;
  bonusesAvailable: boolean;
  bonusCodeApplied: boolean;
  /** The selected deposit bonus, sent as bonusId. */
  bonusId: string | undefined;
  /** The player declined every bonus, sent as isBonusDecline. */
  declined: boolean;
  /** The selected bonus's minimum deposit, which the initial amount respects (spec 02 §5). */
  minDeposit: number | undefined;
  /** The player has an active bonus (withdraw lock step 2). */
  activeBonus: boolean;
}

export interface DepositBonusChoice {
  state: DepositBonusState;
  cards: BonusCard[];
  selection: Selection;
  /** The applied code (trigger 3): undefined while loading, null when none. */
  code: BonusCode | null | undefined;
  /** The active player bonus in the account's currency, for the balance panel. */
  active: PlayerBonus | undefined;
  loading: boolean;
  /** A click on a card; answers the amount to set when the bonus raised it to its minimum. */
  click(id: string, amount: number | undefined): number | undefined;
  decline(): void;
  amountChanged(amount: number | undefined): void;
  /** A code was applied or removed here: the code and the lists are read again. */
  codeChanged(): void;
  clear(): void;
}

const whileOpen = { dropUnused: true };

/** Every bonus read of the wallet is under this prefix, so one invalidate refreshes them after an invoice. */
export const bonusKeys = {
  all: ['wallet', 'bonus'] as const,
  lists: (code: string, all: boolean) => ['wallet', 'bonus', 'offers', code, all ? 'all' : 'open'],
  code: ['wallet', 'bonus', 'code'] as const,
  active: (code: string) => ['wallet', 'bonus', 'active', code],
};

export function refreshBonuses(): void {
  void invalidate(bonusKeys.all);
}

export function useDepositBonusChoice(currency: string | undefined, depositsCount: number): DepositBonusChoice {
  const open = useLive(
    currency ? bonusKeys.lists(currency, false) : undefined,
    () => bonusApi.depositBonuses(currency ?? '', false),
    whileOpen,
  );
  const all = useLive(
    currency ? bonusKeys.lists(currency, true) : undefined,
    () => bonusApi.depositBonuses(currency ?? '', true),
    whileOpen,
  );
  const code = useLive(bonusKeys.code, bonusApi.appliedCode, whileOpen);
  const active = useLive(
    currency ? bonusKeys.active(currency) : undefined,
    () => bonusApi.activeBonuses(currency ?? ''),
    whileOpen,
  );

  // A change of any of the player's bonuses or codes (issued by a deposit, activated, played, expired).
  usePlayerEvent('bonuses', realtimeEvents.bonusUpdated, refreshBonuses);
  usePlayerEvent('bonusCodes', realtimeEvents.bonusCodeUpdated, refreshBonuses);
  // Every bet moves the balance and, with an active bonus, its wagering: read the progress once a burst ends.
  const [progressMoved] = useState(() => debounced(() => void invalidate(['wallet', 'bonus', 'active'])));
  useEffect(() => () => progressMoved.cancel(), [progressMoved]);
  const hasActive = Boolean(active.data?.data[0]);
  usePlayerEvent('walletAccounts', realtimeEvents.accountUpdated, () => {
    if (hasActive) progressMoved();
  });

  const codeBonus = code.data?.isLive ? (code.data.bonus ?? undefined) : undefined;
  const cards = useMemo(
    () =>
      currency
        ? bonusCards({
            currency,
            available: open.data ?? [],
            all: all.data ?? [],
            codeBonus,
            depositsCount,
            now: Date.now(),
          })
        : [],
    [currency, open.data, all.data, codeBonus, depositsCount],
  );

  const [selection, setSelection] = useState<Selection>(noSelection);
  const cardsRef = useRef(cards);
  cardsRef.current = cards;
  const listKey = cards.map((card) => `${card.offer.id}:${card.available}:${card.fromCode}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's identity is its key, not the array.
  useEffect(() => {
    setSelection((current) => listChanged(current, cardsRef.current));
  }, [listKey]);

  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const click = useCallback((id: string, amount: number | undefined) => {
    const outcome = clickBonus(selectionRef.current, cardsRef.current, id, amount);
    selectionRef.current = outcome.selection;
    setSelection(outcome.selection);
    return outcome.amount;
  }, []);
  const decline = useCallback(() => setSelection((current) => declineBonus(current)), []);
  const onAmount = useCallback(
    (amount: number | undefined) => setSelection((current) => amountChanged(current, cardsRef.current, amount)),
    [],
  );
  const clear = useCallback(() => setSelection(noSelection), []);

  const selected = cards.find((card) => card.offer.id === selection.selectedId);
  const activeBonus = active.data?.data[0];
  const state: DepositBonusState = {
    bonusSelected: selected !== undefined,
    bonusesAvailable: cards.some((card) => card.available),
    bonusCodeApplied: Boolean(codeBonus),
    bonusId: selected?.offer.id,
    declined: selection.declined,
    minDeposit: selected?.minDeposit,
    activeBonus: activeBonus !== undefined,
  };
  return {
    state,
    cards,
    selection,
    code: code.status === 'ready' ? (code.data ?? null) : code.status === 'failed' ? null : undefined,
    active: activeBonus,
    loading: open.status === 'loading' || all.status === 'loading',
    click,
    decline,
    amountChanged: onAmount,
    codeChanged: refreshBonuses,
    clear,
  };
}
