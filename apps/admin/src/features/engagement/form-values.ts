/** Reading the engagement forms' fields into the API's body (not a component). */

/** A datetime-local value (the staff member's own time) as an instant; empty: empty, which the server refuses. */
export const instant = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  const time = text ? new Date(text) : undefined;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : '';
};

/** A number field; empty or not a number: `fallback` (the server names the field). */
export const numberOf = (value: FormDataEntryValue | null, fallback: number | null = null) => {
  const text = String(value ?? '').trim();
  return text && Number.isFinite(Number(text)) ? Number(text) : fallback;
};

/** A comma-separated list, blanks left out. */
export const listOf = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Whether the server found something wrong with a field or anything under it (`prizes.0.amount`). */
export const fieldOf = (fields: Record<string, string[]> | undefined, name: string) =>
  Object.keys(fields ?? {}).some((key) => key === name || key.startsWith(`${name}.`));
