/**
 * The wagering contributions the demo bonuses and every cashback bonus start with (operators edit them per
 * bonus): slots count in full; low-edge originals and tables much less; the live crash table is off limits.
 */
export const standardContributions = [
  { target: 'type:slots', percent: 100, restricted: false },
  { target: 'type:plinko', percent: 50, restricted: false },
  { target: 'type:mines', percent: 50, restricted: false },
  { target: 'type:dice', percent: 10, restricted: false },
  { target: 'type:roulette', percent: 10, restricted: false },
  { target: 'type:blackjack', percent: 10, restricted: false },
  { target: 'type:crash', percent: 0, restricted: true },
  { target: '*', percent: 0, restricted: false },
];
