import { playerBonusStatus } from '@croupier/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useModals } from '../../ui/modal/modal-context.ts';
import { bonusApi, type PlayerBonus, type PlayerFreespin } from './bonus-api.ts';
import { BonusCard } from './bonus-card.tsx';
import { BonusCodeField } from './bonus-code-field.tsx';
import { activateBonus, activateFreespin, activeBonusIdOf, failureAlert } from './bonus-commands.ts';
import { useBonusLive } from './bonus-live.tsx';
import { useBonusMoney } from './bonus-money.ts';
import { refreshBonusLists, usePlayerBonuses, usePlayerFreespins } from './bonus-reads.ts';
import { pushBonusAlert } from './bonus-toasts.ts';
import { hasWagered } from './bonus-view.ts';
import { EmptyState } from './empty-state.tsx';
import { FreespinCard } from './freespin-card.tsx';
import { CardSkeletons, ListSection } from './list-section.tsx';
import { Pager } from './pager.tsx';
import { clampPage } from './paging.ts';
import { usePerPage } from './use-per-page.ts';

/**
 * The player's bonuses and free spins (statuses 1, 2, 4) in the active currency, each list paged by the
 * window's width, kept current by the bonus channels; /bonuses adds the bonus-code field.
 */
export function BonusBoard(props: { withCode: boolean }) {
  const { t } = useI18n();
  const modals = useModals();
  const { currency, money } = useBonusMoney();
  const perPage = usePerPage();
  const [bonusPage, setBonusPage] = useState(1);
  const [freespinPage, setFreespinPage] = useState(1);
  const [finished, setFinished] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);

  const ready = currency && perPage ? { currency, perPage } : undefined;
  const bonuses = useKept(usePlayerBonuses(ready && { ...ready, page: bonusPage }));
  const freespins = useKept(usePlayerFreespins(ready && { ...ready, page: freespinPage }));

  // A new page size or currency starts both lists again from their first page.
  useEffect(() => {
    if (!currency || !perPage) return;
    setBonusPage(1);
    setFreespinPage(1);
  }, [currency, perPage]);

  // After a finished item left, the page may be past the end: step back to the last page there is.
  const bonusPages = bonuses.data?.meta.totalPages ?? 1;
  const freespinPages = freespins.data?.meta.totalPages ?? 1;
  useEffect(() => setBonusPage((page) => clampPage(page, bonusPages)), [bonusPages]);
  useEffect(() => setFreespinPage((page) => clampPage(page, freespinPages)), [freespinPages]);

  const onFinished = useCallback((id: string) => setFinished((ids) => new Set(ids).add(id)), []);
  const onChange = useCallback(() => void refreshBonusLists(), []);
  useBonusLive({ onFinished, onChange, shown: { bonuses: bonuses.data?.data, freespins: freespins.data?.data } });

  const activate = async (bonus: PlayerBonus) => {
    setBusy(bonus.id);
    const answer = await activateBonus(bonus.id);
    if (!answer.ok) {
      const activeId = activeBonusIdOf(answer);
      const active =
        activeId === undefined
          ? undefined
          : (bonuses.data?.data.find((b) => b.id === activeId) ?? (await bonusApi.activeBonus(bonus.currency)));
      if (active) modals.open('change-active-bonus', { active, next: bonus });
      else pushBonusAlert(failureAlert(answer));
    }
    setBusy(null);
  };

  const cancel = (bonus: PlayerBonus) => {
    const unsettled = bonus.status === playerBonusStatus.active && hasWagered(bonus);
    modals.open(unsettled ? 'cancel-unsettled-bonus' : 'cancel-active-bonus', { bonus });
  };

  const activateSpins = async (freespin: PlayerFreespin) => {
    setBusy(freespin.id);
    const answer = await activateFreespin(freespin.id);
    if (!answer.ok) pushBonusAlert(failureAlert(answer));
    setBusy(null);
  };

  const bonusItems = (bonuses.data?.data ?? []).filter((b) => !finished.has(b.id));
  const freespinItems = (freespins.data?.data ?? []).filter((f) => !finished.has(f.id));
  const loading = !bonuses.data || !freespins.data;
  const failed = bonuses.status === 'failed' || freespins.status === 'failed';
  const empty = !loading && bonusItems.length === 0 && freespinItems.length === 0;

  return (
    <div className="flex flex-col gap-8" data-testid="bonus-board" data-loading={loading || undefined}>
      {props.withCode ? <BonusCodeField currency={currency} /> : null}
      {failed && loading ? (
        <p role="alert" className="rounded-card border border-danger/50 bg-surface p-5 text-danger">
          {t('bonuses.loadFailed')}
        </p>
      ) : loading ? (
        <CardSkeletons />
      ) : empty ? (
        <EmptyState />
      ) : (
        <>
          {bonusItems.length > 0 ? (
            <ListSection id="player-bonuses" title={t('bonuses.list.bonuses')} count={bonuses.data?.meta.totalRows}>
              {bonusItems.map((bonus) => (
                <BonusCard
                  key={bonus.id}
                  bonus={bonus}
                  busy={busy === bonus.id}
                  money={money}
                  onActivate={(b) => void activate(b)}
                  onCancel={cancel}
                />
              ))}
              <Pager
                label={t('bonuses.paging.bonuses')}
                page={bonusPage}
                totalPages={bonusPages}
                onPage={setBonusPage}
              />
            </ListSection>
          ) : null}
          {freespinItems.length > 0 ? (
            <ListSection
              id="player-freespins"
              title={t('bonuses.list.freespins')}
              count={freespins.data?.meta.totalRows}
            >
              {freespinItems.map((freespin) => (
                <FreespinCard
                  key={freespin.id}
                  freespin={freespin}
                  busy={busy === freespin.id}
                  money={money}
                  onActivate={(f) => void activateSpins(f)}
                />
              ))}
              <Pager
                label={t('bonuses.paging.freespins')}
                page={freespinPage}
                totalPages={freespinPages}
                onPage={setFreespinPage}
              />
            </ListSection>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * A list keeps showing what it showed while the read under a new key (another page, the other page size
 * as the window crosses 1024 px) is on its way: the placeholders are for the first load only.
 */
function useKept<T extends { data: unknown; status: string }>(live: T): T {
  const kept = useRef(live);
  if (live.data !== undefined || kept.current.data === undefined) kept.current = live;
  return live.data === undefined ? { ...live, data: kept.current.data } : live;
}
