import {
  type AdminEngagementOutcome,
  type AdminQuest,
  type AdminTournament,
  adminEngagementErrorCodes,
} from '@croupier/contracts/admin-engagement';
import { formatDate } from '@croupier/i18n/dates';
import { Button } from '@croupier/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { adminApi } from '../../platform/api.ts';
import { useMoney } from '../../platform/money.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { nameIn } from '../bonuses/format.ts';
import { ActionNotice, useActionNotice } from '../session/action-notice.tsx';
import { QuestForm } from './quest-form.tsx';
import { TournamentForm } from './tournament-form.tsx';

const cell = 'py-2 pr-4';

/**
 * Marketing's tournaments and quests (issue 22 §7; docs/decisions/0120): what is configured, with its state and
 * period, a form for a new one of each, and cancelling a tournament before it starts or disabling a quest.
 */
export function Engagement() {
  const { t, locale } = useI18n();
  const money = useMoney();
  const [tournaments, setTournaments] = useState<AdminTournament[] | undefined>();
  const [quests, setQuests] = useState<AdminQuest[] | undefined>();
  // A started tournament stays: said in the staff member's words.
  const { notice, run } = useActionNotice((error) =>
    error.code === adminEngagementErrorCodes.started ? t('engagement.started') : undefined,
  );

  const reloadTournaments = useCallback(() => adminApi<AdminTournament[]>('/tournaments').then(setTournaments), []);
  const reloadQuests = useCallback(() => adminApi<AdminQuest[]>('/quests').then(setQuests), []);
  useEffect(() => {
    void reloadTournaments();
    void reloadQuests();
  }, [reloadTournaments, reloadQuests]);

  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium' });
  const prizeText = (prize: AdminTournament['prizes'][number]) =>
    prize.kind === 'cash' ? money(prize.amount.amount, prize.amount.currency) : prize.title;

  async function cancel(tournament: AdminTournament) {
    const name = nameIn(tournament.titles, locale);
    await run(async () => {
      const outcome = await adminApi<AdminEngagementOutcome>(`/tournaments/${tournament.id}/cancel`, {
        method: 'POST',
      });
      return t('engagement.cancelledDone', { name, count: outcome.refunds ?? 0 });
    });
    await reloadTournaments();
  }

  async function disable(quest: AdminQuest) {
    const name = nameIn(quest.names, locale);
    await run(async () => {
      await adminApi(`/quests/${quest.id}/disable`, { method: 'POST' });
      return t('engagement.disabledDone', { name });
    });
    await reloadQuests();
  }

  return (
    <>
      <PageHeading title={t('engagement.title')} intro={t('engagement.intro')} />
      <ActionNotice notice={notice} />
      <div className="grid gap-8 xl:grid-cols-[1fr_24rem]">
        <section aria-labelledby="tournaments" className="flex min-w-0 flex-col gap-4">
          <h2 id="tournaments" className="font-semibold text-lg">
            {t('engagement.tournaments')}
          </h2>
          {!tournaments ? (
            <p className="text-muted">{t('common.loading')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted">
                  <tr className="border-line border-b">
                    <th className={`${cell} font-medium`}>{t('engagement.name')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.state')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.period')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.scoring')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.entrants')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.prizes')}</th>
                    <th className="py-2 font-medium">
                      <span className="sr-only">{t('engagement.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tournaments.map((tournament) => {
                    const name = nameIn(tournament.titles, locale);
                    return (
                      <tr key={tournament.id} className="border-line/60 border-b" data-testid="admin-tournament">
                        <td className={cell}>{name}</td>
                        <td className={cell}>{t(`engagement.states.${tournament.state}`)}</td>
                        <td className={cell}>
                          {t('bonuses.between', { from: when(tournament.startsAt), until: when(tournament.endsAt) })}
                        </td>
                        <td className={cell}>{t(`engagement.scorings.${tournament.scoring}`)}</td>
                        <td className={cell}>{tournament.entrants}</td>
                        <td className={cell}>
                          {tournament.prizes[0]
                            ? t('engagement.prizeSummary', {
                                first: prizeText(tournament.prizes[0]),
                                places: tournament.prizes.length,
                              })
                            : ''}
                        </td>
                        <td className="py-2">
                          {tournament.state === 'upcoming' ? (
                            <Button
                              size="sm"
                              variant="danger"
                              aria-label={t('engagement.cancelLabel', { name })}
                              onClick={() => void cancel(tournament)}
                            >
                              {t('engagement.cancel')}
                            </Button>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <TournamentForm onCreated={reloadTournaments} />
        <section aria-labelledby="quests" className="flex min-w-0 flex-col gap-4">
          <h2 id="quests" className="font-semibold text-lg">
            {t('engagement.quests')}
          </h2>
          {!quests ? (
            <p className="text-muted">{t('common.loading')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted">
                  <tr className="border-line border-b">
                    <th className={`${cell} font-medium`}>{t('engagement.name')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.state')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.period')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.tasks')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.reward')}</th>
                    <th className={`${cell} font-medium`}>{t('engagement.players')}</th>
                    <th className="py-2 font-medium">
                      <span className="sr-only">{t('engagement.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {quests.map((quest) => {
                    const name = nameIn(quest.names, locale);
                    return (
                      <tr key={quest.id} className="border-line/60 border-b" data-testid="admin-quest">
                        <td className={cell}>{name}</td>
                        <td className={cell}>{t(`engagement.states.${quest.state}`)}</td>
                        <td className={cell}>
                          {t('bonuses.between', { from: when(quest.startsAt), until: when(quest.endsAt) })}
                        </td>
                        <td className={cell}>
                          {quest.tasks
                            .map((task) =>
                              t(`engagement.taskKinds.${task.kind}`, {
                                quantity:
                                  task.kind === 'wager' ? money(task.quantity, quest.reward.currency) : task.quantity,
                                multiplier: task.multiplier ?? 0,
                              }),
                            )
                            .join(' · ')}
                        </td>
                        <td className={cell}>
                          {quest.reward.amount > 0 ? money(quest.reward.amount, quest.reward.currency) : ''}
                          {quest.rewardOfferId ? ` ${t('engagement.plusBonus')}` : ''}
                        </td>
                        <td className={cell}>{quest.players}</td>
                        <td className="py-2">
                          {quest.state !== 'finished' ? (
                            <Button
                              size="sm"
                              variant="danger"
                              aria-label={t('engagement.disableLabel', { name })}
                              onClick={() => void disable(quest)}
                            >
                              {t('engagement.disable')}
                            </Button>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <QuestForm onCreated={reloadQuests} />
      </div>
    </>
  );
}
