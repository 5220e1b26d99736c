const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` can be compared with a uuid column: PostgreSQL raises 22P02 for one that cannot, so a
 * store answers "not found" for such an id instead of asking the database.
 */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
