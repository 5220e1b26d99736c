import { decimalsFor } from '@croupier/i18n/money';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { track } from '../analytics/data-layer.ts';
import { offerTitle } from '../bonus-offers/offer-title.ts';
import type { DepositBonus } from './bonus-api.ts';
import { type BonusCard, offerGain } from './bonus-selection.ts';
import { useWallet } from './wallet-context.ts';
import { WalletIcon } from './wallet-icons.tsx';

/**
 * Spec 02 §9: scroll tolerance of the bonus row, and under 3 offers the next arrow is off (both arrows are
 * always there, so the header does not jump as offers come and go; a short row is swiped if at all).
 */
const scrollTolerancePx = 20;
const nextArrowFrom = 3;
const scrollIntoViewDelayMs = 500;

/** "100% up to $500 + 50 free spins": the offer's best in the account's currency, from its real terms. */
export function useOfferTitle(options: { short?: boolean } = {}): (offer: DepositBonus, currency: string) => string {
  const { t } = useI18n();
  const wallet = useWallet();
  return (offer, currency) =>
    offerTitle(t, (amount) => wallet.money(amount, { code: currency, noCents: true }), offer, currency, options);
}

/**
 * The deposit-bonus list of the deposit screen (spec 02 §4 "Bonus selection", §9): a row of cards, the
 * selected one pressed; a card not open yet says when it opens; "No bonus" declines them all. Under the
 * row, the hints of the last change and what the selected bonus gives for the amount typed.
 */
export function DepositBonusList(props: { amount: number | undefined; onAmountChange(amount: number): void }) {
  const { t, tag } = useI18n();
  const wallet = useWallet();
  const modals = useModals();
  const choice = wallet.bonuses;
  const code = wallet.account?.currency ?? '';
  const title = useOfferTitle();
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const cards = choice.cards;

  const measure = () => {
    const element = row.current;
    if (!element) return;
    setEdges({
      start: element.scrollLeft <= scrollTolerancePx,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - scrollTolerancePx,
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the cards change.
  useEffect(measure, [cards.length]);

  // Spec 02 §9: the selected card scrolls into view 500 ms after it is chosen (a code's bonus comes first).
  const selectedId = choice.selection.selectedId;
  useEffect(() => {
    if (!selectedId) return;
    const timer = window.setTimeout(() => {
      const element = row.current?.querySelector<HTMLElement>(`[data-offer="${CSS.escape(selectedId)}"]`);
      const container = row.current;
      if (!element || !container) return;
      // Only the row scrolls: scrollIntoView would move the whole wallet too.
      const left = element.offsetLeft;
      if (left < container.scrollLeft || left + element.offsetWidth > container.scrollLeft + container.clientWidth) {
        container.scrollTo({ left: Math.max(0, left - 4), behavior: 'smooth' });
      }
    }, scrollIntoViewDelayMs);
    return () => window.clearTimeout(timer);
  }, [selectedId]);

  if (cards.length === 0) return null;
  const selected = cards.find((card) => card.offer.id === choice.selection.selectedId);
  const aside = cards.find((card) => card.offer.id === choice.selection.asideId);
  const decimals = wallet.currency ? decimalsFor(wallet.currency.subunitToUnit) : 2;
  const money = (amount: number) => wallet.money(amount, { noCents: true });
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });

  const onClick = (card: BonusCard) => {
    track({ event: 'walletSelectBonus' });
    const raised = choice.click(card.offer.id, props.amount);
    if (raised !== undefined) props.onAmountChange(raised);
  };

  const opensText = (card: BonusCard) => {
    const from = card.offer.triggerConditions.invoiceNumberFrom;
    if (from !== null && wallet.depositsCount + 1 < from) return t('walletBonus.card.fromDeposit', { number: from });
    if (card.offer.availabilityAt) {
      const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(card.offer.availabilityAt),
      );
      return t('walletBonus.card.opensAt', { date });
    }
    return t('walletBonus.card.unavailable');
  };

  const gain = selected ? offerGain(selected.offer, props.amount ?? 0, code, decimals) : undefined;

  return (
    <section aria-labelledby="deposit-bonus-title" className="flex flex-col gap-3" data-testid="deposit-bonuses">
      <div className="flex items-center justify-between gap-3">
        <h3 id="deposit-bonus-title" className="font-semibold text-sm text-text">
          {t('walletBonus.list.title')}
        </h3>
        <div className="flex gap-1">
          <button
            type="button"
            aria-label={t('walletBonus.list.previous')}
            disabled={edges.start}
            onClick={() => scroll(-1)}
            className="grid size-8 place-items-center rounded-full border border-line text-muted hover:text-text disabled:opacity-40"
          >
            <WalletIcon name="chevron" className="size-4 rotate-180" />
          </button>
          <button
            type="button"
            aria-label={t('walletBonus.list.next')}
            disabled={cards.length < nextArrowFrom || edges.end}
            onClick={() => scroll(1)}
            className="grid size-8 place-items-center rounded-full border border-line text-muted hover:text-text disabled:opacity-40"
          >
            <WalletIcon name="chevron" className="size-4" />
          </button>
        </div>
      </div>
      <div ref={row} onScroll={measure} className="-mx-1 relative flex snap-x gap-3 overflow-x-auto px-1 pb-1">
        {cards.map((card) => {
          const pressed = card.offer.id === choice.selection.selectedId;
          return (
            <div
              key={card.offer.id}
              className={`flex w-56 shrink-0 snap-start flex-col gap-2 rounded-card border p-3 transition-colors duration-quick ${
                pressed ? 'border-accent bg-accent/10' : 'border-line bg-raised'
              } ${card.available ? '' : 'opacity-70'}`}
              data-testid="deposit-bonus-card"
              data-offer={card.offer.id}
            >
              <button
                type="button"
                aria-pressed={pressed}
                disabled={!card.available}
                onClick={() => onClick(card)}
                className="flex flex-col items-start gap-1 text-left disabled:cursor-not-allowed"
              >
                <span className="flex w-full items-center justify-between gap-2 text-muted text-xs">
                  <span className="truncate">{card.offer.package.name}</span>
                  <span
                    aria-hidden="true"
                    className={`grid size-5 shrink-0 place-items-center rounded-full border ${
                      pressed ? 'border-accent bg-accent text-on-accent' : 'border-line'
                    }`}
                  >
                    {pressed ? <WalletIcon name="check" className="size-3.5" /> : null}
                  </span>
                </span>
                <span className="font-bold text-sm text-text leading-snug">{title(card.offer, code)}</span>
                <span className="tabular text-muted text-xs">
                  {card.available
                    ? card.minDeposit === undefined
                      ? t('walletBonus.card.anyDeposit')
                      : t('walletBonus.card.minDeposit', { amount: money(card.minDeposit) })
                    : opensText(card)}
                </span>
              </button>
              <button
                type="button"
                onClick={() => modals.open('deposit-bonus-detail', { offer: card.offer, currency: code })}
                className="self-start font-semibold text-accent text-xs underline-offset-4 hover:underline"
              >
                {t('walletBonus.card.terms')}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          aria-pressed={choice.selection.declined}
          onClick={choice.decline}
          className={`flex w-36 shrink-0 snap-start flex-col items-start justify-center gap-1 rounded-card border p-3 text-left transition-colors duration-quick ${
            choice.selection.declined ? 'border-accent bg-accent/10' : 'border-line bg-raised'
          }`}
          data-testid="deposit-bonus-none"
        >
          <span className="font-bold text-sm text-text">{t('walletBonus.none.title')}</span>
          <span className="text-muted text-xs">{t('walletBonus.none.text')}</span>
        </button>
      </div>
      <div aria-live="polite" className="flex flex-col gap-1 text-sm">
        {choice.selection.hint === 'changed' && selected?.minDeposit !== undefined ? (
          <p className="text-cool" data-testid="bonus-hint-changed">
            {t('walletBonus.hint.changed', { amount: money(selected.minDeposit) })}
          </p>
        ) : null}
        {choice.selection.hint === 'disabled' && aside ? (
          <>
            <p className="font-semibold text-warning" data-testid="bonus-hint-disabled">
              {t('walletBonus.hint.disabled', { name: title(aside.offer, code) })}
            </p>
            <p className="text-muted" data-testid="bonus-hint-requirements">
              {t('walletBonus.hint.requirements', { amount: money(aside.minDeposit ?? 0) })}
            </p>
          </>
        ) : null}
        {gain && (gain.money > 0 || gain.spins > 0) ? (
          <p className="rounded-control bg-accent/10 px-3 py-2 text-text" data-testid="bonus-preview">
            {gain.spins > 0
              ? t('walletBonus.preview.moneyAndSpins', {
                  amount: wallet.money(gain.money),
                  count: gain.spins,
                })
              : t('walletBonus.preview.money', { amount: wallet.money(gain.money) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
