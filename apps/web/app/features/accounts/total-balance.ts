/**
 * Decision 0022: the total shown to the player is the real balance plus the bonus money — what the games let
 * them stake (decision 0071). The header and the wallet's balance panel show it; the panel tells the parts apart.
 * Rounded to the currency's minor unit: the two figures are JSON numbers.
 */
export function totalBalance(account: { balance: number; bonusBalance: number }, subunitToUnit: number): number {
  return Math.round((account.balance + account.bonusBalance) * subunitToUnit) / subunitToUnit;
}
