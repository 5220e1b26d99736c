import type { LimitHistoryEntry } from '@croupier/contracts/admin-player-records';
import type { Round } from '@croupier/contracts/games';
import type { Message } from '@croupier/contracts/messenger';
import { formatDateTime } from '@croupier/i18n/dates';
import { type MessageKey, useI18n } from '../../i18n/i18n.tsx';
import { useMoney } from '../../platform/money.ts';
import { DataTable, Section } from '../../shell/data-table.tsx';
import { Pager, usePlayerPage } from './paged.tsx';

const perPage = 10;

/** The player's game rounds and free spins, newest first, as their own round history shows them. */
export function PlayerRounds(props: { playerId: string }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const { page, setPage, answer } = usePlayerPage<Round>(props.playerId, 'rounds', perPage);
  return (
    <Section id="player-rounds" title={t('player.rounds')}>
      {answer === undefined ? (
        <p className="text-muted text-sm">{t('common.loading')}</p>
      ) : (
        <>
          <DataTable
            caption={t('player.rounds')}
            empty={t('player.noRounds')}
            testId="player-rounds"
            headers={[t('player.game'), t('player.stake'), t('player.win'), t('player.status'), t('player.at')]}
            rows={answer.data.map((round) => ({
              key: round.id,
              cells: [
                round.gameName,
                round.isFreeSpin ? t('player.freeSpin') : money(round.stake, round.currency),
                money(round.win, round.currency),
                t(`player.roundStatus.${round.status}` as MessageKey),
                formatDateTime(round.startedAt, locale),
              ],
            }))}
          />
          <Pager label={t('player.roundsPages')} page={page} pages={answer.meta.totalPages} onPage={setPage} />
        </>
      )}
    </Section>
  );
}

/** The player's messenger messages as they read them; staff reading them marks none read. */
export function PlayerMessages(props: { playerId: string }) {
  const { t, locale } = useI18n();
  const { page, setPage, answer } = usePlayerPage<Message>(props.playerId, 'messages', perPage);
  return (
    <Section id="player-messages" title={t('player.messages')}>
      {answer === undefined ? (
        <p className="text-muted text-sm">{t('common.loading')}</p>
      ) : (
        <>
          <DataTable
            caption={t('player.messages')}
            empty={t('player.noMessages')}
            testId="player-messages"
            headers={[t('player.message'), t('player.messageRead'), t('player.at')]}
            rows={answer.data.map((message) => ({
              key: message.id,
              cells: [
                <div key="text" className="flex max-w-prose flex-col gap-1">
                  <span className="font-medium">{message.content.title}</span>
                  <span className="text-muted">{message.content.body}</span>
                </div>,
                message.readAt ? formatDateTime(message.readAt, locale) : t('player.unread'),
                formatDateTime(message.createdAt, locale),
              ],
            }))}
          />
          <Pager label={t('player.messagesPages')} page={page} pages={answer.meta.totalPages} onPage={setPage} />
        </>
      )}
    </Section>
  );
}

/** Every change of the player's limits and reality check, newest first, with who made it. */
export function PlayerLimitHistory(props: { playerId: string }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const { page, setPage, answer } = usePlayerPage<LimitHistoryEntry>(props.playerId, 'limit-history', perPage);

  const state = (entry: LimitHistoryEntry, side: LimitHistoryEntry['before']) => {
    if (entry.realityCheckMinutes) {
      const minutes = side === entry.before ? entry.realityCheckMinutes.before : entry.realityCheckMinutes.after;
      return minutes === null ? t('player.realityCheckOff') : t('player.minutes', { count: minutes });
    }
    if (!side) return '—';
    const parts: string[] = [];
    if (side.amount !== null && side.currency) parts.push(money(side.amount, side.currency));
    if (side.period) parts.push(t(`player.period.${side.period}` as MessageKey));
    if (side.expiresAt) parts.push(t('player.limitEnds', { date: formatDateTime(side.expiresAt, locale) }));
    if (side.pendingChange) {
      parts.push(
        side.pendingChange.removal
          ? t('player.pendingRemoval')
          : t('player.pendingChange', {
              amount:
                side.pendingChange.amount !== null && side.currency
                  ? money(side.pendingChange.amount, side.currency)
                  : '—',
            }),
      );
    }
    return parts.join(' · ') || t('player.limitNoEnd');
  };
  const who = (entry: LimitHistoryEntry) =>
    entry.actor === 'player'
      ? t('player.byPlayer')
      : entry.actor === 'system'
        ? t('player.bySystem')
        : (entry.staff?.email ?? t('player.byCasino'));

  return (
    <Section id="player-limit-history" title={t('player.limitHistory')}>
      {answer === undefined ? (
        <p className="text-muted text-sm">{t('common.loading')}</p>
      ) : (
        <>
          <DataTable
            caption={t('player.limitHistory')}
            empty={t('player.noLimitHistory')}
            testId="player-limit-history"
            headers={[
              t('player.at'),
              t('player.limitChange'),
              t('player.limitKind'),
              t('player.limitBefore'),
              t('player.limitAfter'),
              t('player.limitChangedBy'),
            ]}
            rows={answer.data.map((entry) => ({
              key: entry.id,
              cells: [
                formatDateTime(entry.at, locale),
                t(`player.limitAction.${entry.action}` as MessageKey),
                entry.realityCheckMinutes
                  ? t('player.realityCheck')
                  : entry.definition
                    ? t(`player.limit.${entry.definition}` as MessageKey)
                    : '—',
                state(entry, entry.before),
                state(entry, entry.after),
                who(entry),
              ],
            }))}
          />
          <Pager label={t('player.limitHistoryPages')} page={page} pages={answer.meta.totalPages} onPage={setPage} />
        </>
      )}
    </Section>
  );
}
