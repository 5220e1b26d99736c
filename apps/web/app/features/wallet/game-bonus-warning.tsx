import { Button } from '@croupier/ui/button';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { useLive } from '../../platform/api/live-cache.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { activeAccount, useAccounts } from '../accounts/accounts-store.ts';
import { bonusApi } from './bonus-api.ts';
import { bonusKeys } from './deposit-bonuses.ts';
import { StatusIcon } from './status-icon.tsx';

/**
 * game-bonus-restriction-warning and game-bonus-wagering-warning (spec 02 §2): before real play with an
 * active bonus, what it means on this game. Opened with { game, percent, currency } (all optional); the
 * active bonus's own terms (wagering left, maximum bet, expiry) come from GET /api/game/player-bonuses.
 */
export function GameBonusWarning({
  props,
  close,
  titleId,
  kind,
}: ModalBodyProps & { kind: 'restriction' | 'wagering' }) {
  const { t, tag } = useI18n();
  const accounts = useAccounts(true);
  const currency = typeof props.currency === 'string' ? props.currency : (activeAccount(accounts)?.currency ?? '');
  const game = typeof props.game === 'string' ? props.game : undefined;
  const percent = typeof props.percent === 'number' ? props.percent : undefined;
  const active = useLive(currency ? bonusKeys.active(currency) : undefined, () => bonusApi.activeBonuses(currency), {
    dropUnused: true,
  });
  const bonus = active.data?.data[0];
  const money = (amount: number) => moneyText(amount, currency, accounts.currencies);
  const lines: string[] = [];
  if (bonus) {
    if (bonus.requiredWagerCasinoAmount > 0) {
      lines.push(
        t('walletBonus.game.progress', {
          current: money(bonus.currentWagerCasinoAmount),
          required: money(bonus.requiredWagerCasinoAmount),
          times: bonus.wagerCasino,
        }),
      );
    }
    if (bonus.maxBetAmount !== null) lines.push(t('walletBonus.terms.maxBet', { amount: money(bonus.maxBetAmount) }));
    if (bonus.expiresAt) {
      const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(bonus.expiresAt),
      );
      lines.push(t('walletBonus.game.expires', { date }));
    }
  }
  const lead =
    kind === 'restriction'
      ? t(game ? 'walletBonus.game.restrictedNamed' : 'walletBonus.game.restricted', {
          game: game ?? '',
          name: bonus?.name ?? '',
        })
      : percent === undefined
        ? t('walletBonus.game.wagering', { name: bonus?.name ?? '' })
        : t('walletBonus.game.wageringPercent', { percent, game: game ?? '' });
  return (
    <ModalBody
      titleId={titleId}
      title={t(kind === 'restriction' ? 'walletBonus.game.restrictionTitle' : 'walletBonus.game.wageringTitle')}
      lead={lead}
      icon={<StatusIcon name="alert" tone="warning" />}
      actions={
        <Button onClick={close}>{t(kind === 'restriction' ? 'walletBonus.ok' : 'walletBonus.game.continue')}</Button>
      }
    >
      {lines.length ? (
        <ul className="flex flex-col gap-1.5 text-muted text-sm">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </ModalBody>
  );
}
