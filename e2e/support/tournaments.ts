/** The demo's running race (apps/server/src/modules/retention/tournaments/seed.ts): slots, total staked. */
export const demoRace = '5e1f0c6a-7d1b-4c3e-9a51-0d7a1c2b3e01';
/** The demo's buy-in cup (CA$5 to join). */
export const demoCup = '5e1f0c6a-7d1b-4c3e-9a51-0d7a1c2b3e03';
