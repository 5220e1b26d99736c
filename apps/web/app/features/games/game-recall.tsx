import { betStatus } from '@croupier/contracts/constants';
import type { Round } from '@croupier/contracts/games';
import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import type { Currency } from '@croupier/contracts/settings';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { playerApi } from '../auth/api-client.ts';
import { LocalTime } from '../profile/local-time.tsx';
import { debounced } from '../realtime/debounce.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';

const statusKey: Record<number, string> = {
  [betStatus.open]: 'open',
  [betStatus.won]: 'won',
  [betStatus.lost]: 'lost',
  [betStatus.refunded]: 'refunded',
  [betStatus.canceled]: 'canceled',
};

/**
 * Game recall (AGCO): the player's last rounds of this game with outcome, stake, win and the balance
 * before and after, newest first. The page's data is where it starts; from then on every stake and every
 * win the casino takes or pays is announced to the player as their account's accountUpdated (the game
 * event carries the account, decision 0047; game:bets only carries refused stakes, which make no round),
 * so each burst of them reads the list again, 500 ms after the last (spec 02 §9).
 */
export function GameRecall(props: { rounds: Round[]; currencies: Currency[] }) {
  const { t } = useI18n();
  const rounds = useLiveRounds(props.rounds);
  const money = (amount: number, currency: string) => moneyText(amount, currency, props.currencies);
  return (
    <section
      aria-labelledby="game-recall"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="game-recall" className="font-semibold text-lg text-text">
          {t('gamePlay.recall.title')}
        </h2>
        <p className="text-muted text-sm">{t('gamePlay.recall.intro')}</p>
      </div>
      {rounds.length === 0 ? (
        <p className="text-muted">{t('gamePlay.recall.empty')}</p>
      ) : (
        <div className="-mx-5 overflow-x-auto px-5">
          <table className="w-full min-w-[36rem] text-sm" data-testid="game-recall">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('gamePlay.recall.when')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('gamePlay.recall.outcome')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('gamePlay.recall.stake')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('gamePlay.recall.win')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('gamePlay.recall.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={round.id} className="border-line border-t">
                  <td className="py-2.5 pr-3 text-muted">
                    <LocalTime value={round.startedAt} />
                  </td>
                  <td className="py-2.5 pr-3 text-text">
                    {t(`gamePlay.recall.status.${statusKey[round.status] ?? 'open'}`)}
                    {round.isFreeSpin && (
                      <span data-testid="recall-free-spin" className="ml-2 text-muted text-xs">
                        {t('gamePlay.recall.freeSpin')}
                      </span>
                    )}
                  </td>
                  <td className="py-2.5 pr-3 text-right text-text tabular">{money(round.stake, round.currency)}</td>
                  <td className="py-2.5 pr-3 text-right text-text tabular">{money(round.win, round.currency)}</td>
                  <td className="py-2.5 text-right text-muted tabular">
                    {round.balanceBefore === null || round.balanceAfter === null
                      ? t('gamePlay.recall.freeSpinBalance')
                      : t('gamePlay.recall.balanceChange', {
                          before: money(round.balanceBefore, round.currency),
                          after: money(round.balanceAfter, round.currency),
                        })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The game's rounds as the page loaded them, read again after the player's account moves. */
function useLiveRounds(loaded: Round[]): Round[] {
  const game = useParams().id;
  const [rounds, setRounds] = useState(loaded);
  // A read that began before a later one is dropped when it answers last.
  const reads = useRef(0);
  useEffect(() => {
    reads.current += 1;
    setRounds(loaded);
  }, [loaded]);
  const refresh = useMemo(
    () =>
      debounced(() => {
        if (!game) return;
        const read = ++reads.current;
        void playerApi<Round[]>({ path: `/api/game/games/${encodeURIComponent(game)}/rounds` })
          .then((answer) => {
            if (answer.ok && read === reads.current) setRounds(answer.data);
          })
          .catch(() => undefined);
      }),
    [game],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  usePlayerEvent('walletAccounts', realtimeEvents.accountUpdated, refresh);
  return rounds;
}
