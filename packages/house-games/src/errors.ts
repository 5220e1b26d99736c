/** Stable codes the server maps to its error body; clients localise by code, not by message. */
export type HouseGameErrorCode =
  | 'invalid_stake'
  | 'dice_invalid_target'
  | 'roulette_invalid_bet'
  | 'roulette_no_bets'
  | 'plinko_invalid_rows'
  | 'plinko_invalid_risk'
  | 'slots_unknown_theme'
  | 'slots_invalid_lines'
  | 'mines_invalid_count'
  | 'mines_invalid_tile'
  | 'mines_tile_already_revealed'
  | 'mines_round_over'
  | 'mines_nothing_to_cash_out'
  | 'crash_invalid_cash_out'
  | 'blackjack_move_not_allowed'
  | 'blackjack_round_settled';

export class HouseGameError extends Error {
  readonly code: HouseGameErrorCode;

  constructor(code: HouseGameErrorCode, message: string) {
    super(message);
    this.name = 'HouseGameError';
    this.code = code;
  }
}
