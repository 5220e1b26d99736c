/** Server field errors by body property: the first message of each, shown under its field. */
export function firstFieldErrors(fields: Record<string, string[]> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields ?? {})) {
    const first = messages[0];
    if (first) result[name] = first;
  }
  return result;
}
