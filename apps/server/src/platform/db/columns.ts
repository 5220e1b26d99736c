import { numeric } from 'drizzle-orm/pg-core';

/**
 * Money in minor units as numeric(38,0) rather than int8: ETH has 10^18 wei per unit, so int8 would cap
 * an amount at about 9.2 ETH. The value reaches the code as a bigint.
 */
export const minorUnits = (name: string) => numeric(name, { precision: 38, scale: 0, mode: 'bigint' });
