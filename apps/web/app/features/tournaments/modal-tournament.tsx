import type { TournamentDetail } from '@croupier/contracts/tournaments';
import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { ModalBody } from '../../ui/modal/modal-parts.tsx';
import { tournamentsApi } from './tournaments-api.ts';

type State = { kind: 'loading' } | { kind: 'ready'; tournament: TournamentDetail } | { kind: 'missing' };

const isDetail = (value: unknown): value is TournamentDetail =>
  typeof value === 'object' && value !== null && 'id' in value && 'rules' in value && 'leaders' in value;

/**
 * The tournament a tournament modal shows: the page's copy when it passed one with at least `leaders` lines, else
 * read by the id in the URL (tournament-rules=<id>), so a shared link opens the modal for anyone.
 */
export function ModalTournament(props: {
  given: unknown;
  id: string | undefined;
  leaders: number;
  titleId: string;
  children: (tournament: TournamentDetail) => ReactNode;
}) {
  const { t } = useI18n();
  const given = isDetail(props.given) && props.given.leaders.length < props.leaders ? undefined : props.given;
  const ready = isDetail(given) ? given : undefined;
  const id = props.id ?? (isDetail(props.given) ? props.given.id : '');
  const [state, setState] = useState<State>(ready ? { kind: 'ready', tournament: ready } : { kind: 'loading' });
  useEffect(() => {
    if (ready) return;
    let live = true;
    void tournamentsApi.detail(id, false, Math.max(1, props.leaders)).then((answer) => {
      if (live) setState(answer.ok ? { kind: 'ready', tournament: answer.data } : { kind: 'missing' });
    });
    return () => {
      live = false;
    };
  }, [id, ready, props.leaders]);
  if (state.kind === 'ready') return <>{props.children(state.tournament)}</>;
  if (state.kind === 'missing') return <ModalBody titleId={props.titleId} title={t('tournaments.modalMissing')} />;
  return (
    <div className="flex flex-col gap-4 p-6" aria-busy="true">
      <h2 id={props.titleId} className="sr-only">
        {t('tournaments.modalLoading')}
      </h2>
      <div className="h-7 w-2/3 animate-pulse rounded bg-raised" />
      <div className="h-4 w-full animate-pulse rounded bg-raised" />
    </div>
  );
}
