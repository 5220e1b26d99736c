import type { HouseSession } from '@croupier/contracts/house';
import type { Currency } from '@croupier/contracts/settings';
import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { publicCurrencies } from '../../platform/api/clients.ts';
import { BlackjackGame } from './blackjack-game.tsx';
import { CrashGame } from './crash-game.tsx';
import { DiceGame } from './dice-game.tsx';
import { houseApi } from './house-api.ts';
import { FairnessPanel, HouseHeader, type HouseTable, useHouseTable } from './house-table.tsx';
import { MinesGame } from './mines-game.tsx';
import { PlinkoGame } from './plinko-game.tsx';
import { RouletteGame } from './roulette-game.tsx';
import { SlotsGame } from './slots-game.tsx';

/**
 * Opens the launch session and deals the game its engine plays: the page's one way in for every house
 * game. The header (balance) and the seed panel are the same around each.
 */
export function HouseGame(props: {
  token: string;
  game: string;
  currency: string | undefined;
  /** A casino's free-spin award to play (the URL's freeRounds, decision 0075). */
  freeRounds?: string | undefined;
}) {
  const { t, has } = useI18n();
  const [session, setSession] = useState<HouseSession | undefined>();
  const [currencies, setCurrencies] = useState<Currency[] | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  useEffect(() => {
    void publicCurrencies().then(setCurrencies);
    void houseApi<HouseSession>('session', { token: props.token, game: props.game, currency: props.currency }).then(
      (answer) => (answer.ok ? setSession(answer.data) : setProblem(answer.error.code)),
    );
  }, [props.token, props.game, props.currency]);

  const table = useHouseTable(props.token, session, setSession, currencies ?? []);
  if (problem && !table) {
    return (
      <p role="alert" className="m-auto max-w-sm p-6 text-center text-muted">
        {t(has(`house.problem.${problem}`) ? `house.problem.${problem}` : 'house.problem.unknown')}
      </p>
    );
  }
  // The stake field starts at the game's minimum, written in the currency's decimals: both must be known.
  if (!table || !currencies) {
    return (
      <p role="status" className="m-auto text-muted">
        {t('house.loading')}
      </p>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-3 pb-3 sm:gap-5 sm:px-6 sm:pb-6">
      <HouseHeader table={table} />
      {gameFor(table, props.freeRounds)}
      {/* Crash's rounds are shared: their fairness is the round chain's, shown by the crash page itself. */}
      {table.session.game.engine.game === 'crash' ? null : <FairnessPanel table={table} />}
    </div>
  );
}

function gameFor(table: HouseTable, freeRounds: string | undefined): ReactNode {
  switch (table.session.game.engine.game) {
    case 'blackjack':
      return <BlackjackGame table={table} />;
    case 'crash':
      return <CrashGame table={table} />;
    case 'dice':
      return <DiceGame table={table} />;
    case 'mines':
      return <MinesGame table={table} />;
    case 'plinko':
      return <PlinkoGame table={table} />;
    case 'roulette':
      return <RouletteGame table={table} />;
    case 'slots':
      return <SlotsGame table={table} freeRounds={freeRounds} />;
    default:
      return null;
  }
}
