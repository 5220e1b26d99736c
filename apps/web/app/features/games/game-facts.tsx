import type { Game } from '@croupier/contracts/games';
import type { Currency } from '@croupier/contracts/settings';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { activeAccount, useAccounts } from '../accounts/accounts-store.ts';
import { ProviderMark } from './provider-card.tsx';

/** What a player should know before playing: studio, return to player, volatility and the stakes. */
export function GameFacts(props: { game: Game; loggedIn: boolean; currencies: Currency[] }) {
  const { t, path, tag } = useI18n();
  const { game } = props;
  const accounts = useAccounts(props.loggedIn);
  const currencies = accounts.currencies.length ? accounts.currencies : props.currencies;
  const currency = activeAccount(accounts)?.currency ?? 'CAD';
  const range = game.betRanges.find((r) => r.currency === currency) ?? game.betRanges[0];
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 2 });
  return (
    <section
      aria-labelledby="game-facts"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="game-facts" className="font-semibold text-lg text-text">
        {t('gamePlay.facts.title')}
      </h2>
      <Link
        to={path(`/providers/${game.provider.identity}`)}
        className="flex items-center gap-3 rounded-control hover:text-accent"
      >
        <ProviderMark provider={game.provider} size="sm" />
        <span className="font-medium">{game.provider.name}</span>
      </Link>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {game.rtp !== null ? (
          <div>
            <dt className="text-muted">{t('gamePlay.facts.rtp')}</dt>
            <dd className="font-semibold text-text tabular">{percent.format(game.rtp / 100)}</dd>
          </div>
        ) : null}
        {game.volatility ? (
          <div>
            <dt className="text-muted">{t('gamePlay.facts.volatility')}</dt>
            <dd className="font-semibold text-text">{t(`gamePlay.volatility.${game.volatility}`)}</dd>
          </div>
        ) : null}
        {range ? (
          <div className="col-span-2">
            <dt className="text-muted">{t('gamePlay.facts.stakes')}</dt>
            <dd className="font-semibold text-text tabular">
              {t('gamePlay.facts.range', {
                min: moneyText(range.min, range.currency, currencies),
                max: moneyText(range.max, range.currency, currencies),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
