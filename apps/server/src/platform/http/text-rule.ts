import type { FieldErrors } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * One rule for every string a request brings (decision 0051): no NUL, which PostgreSQL cannot store in
 * text or jsonb, and no lone surrogate, which UTF-8 cannot encode (the driver would store U+FFFD, jsonb
 * refuses the escape). Such a string is refused where it arrives with a 400 naming its field, instead of
 * failing in the database as a 500 that a provider would retry for ever.
 */
export const textRuleMessage = 'Contains a character no text may contain (NUL or an unpaired surrogate)';

const isStorableText = (text: string): boolean => !text.includes('\u0000') && text.isWellFormed();

/** At most this many fields are named: a body of a thousand bad strings gets a short answer. */
const maxFields = 10;

/**
 * Parsed data: a JSON object, or the query's and params' objects, whose prototype the parsers create
 * from null (Object.create(null) as a constructor's prototype). Not a stream or any other instance.
 */
function isParsedObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * The fields of `value` holding text the rule refuses, as dotted paths ('_' for the value itself). A key
 * that breaks the rule names the object holding it. Walks without recursion: a parsed body can nest
 * deeper than the stack. Buffers, streams and other non-plain objects are not text.
 */
export function fieldsBreakingTextRule(value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next && found.length < maxFields; next = pending.pop()) {
    const [current, path] = next;
    const name = path || '_';
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (typeof current === 'string') {
      if (!isStorableText(current) && !found.includes(name)) found.push(name);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push([current[index], at(String(index))]);
    } else if (current !== null && typeof current === 'object' && isParsedObject(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [string, unknown];
        if (!isStorableText(key)) {
          if (!found.includes(name)) found.push(name);
        } else {
          pending.push([item, at(key)]);
        }
      }
    }
  }
  return found;
}

/** The 400 for text the rule refuses: the validation error body, its message naming the fields. */
export function textRuleError(fields: readonly string[]): AppError {
  const named: FieldErrors = Object.fromEntries(fields.map((field) => [field, [textRuleMessage]]));
  return new AppError(400, 'validation_failed', `Invalid text in ${fields.join(', ')}`, named);
}

/** Throws the rule's 400 when `value` (text read past the edge: a signed body, a multipart form) breaks it. */
export function assertTextRule(value: unknown): void {
  const fields = fieldsBreakingTextRule(value);
  if (fields.length) throw textRuleError(fields);
}

/**
 * Applies the rule to every route, before validation and before any handler: path params (those no
 * schema validates too, such as a wildcard), the query, and a parsed body. Bodies a route reads itself
 * (raw bytes a signature covers, multipart streams) arrive here unparsed; those routes apply the rule
 * once they have parsed them. Headers need no check: Node refuses NUL in them and reads them as Latin-1,
 * which has no surrogates.
 */
export function registerTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...fieldsBreakingTextRule(request.params),
      ...fieldsBreakingTextRule(request.query),
      ...fieldsBreakingTextRule(request.body),
    ];
    if (fields.length) throw textRuleError([...new Set(fields)]);
  });
}
