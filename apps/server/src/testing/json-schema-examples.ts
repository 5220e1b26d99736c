import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes the contracts) the fuzz test reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

/** The first alternative that is not null: what a valid value of a union looks like. */
export function concrete(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const chosen = options.find((option) => option.type !== 'null') ?? options[0] ?? {};
    return concrete(chosen);
  }
  if (schema.allOf?.length) return concrete(Object.assign({}, ...schema.allOf) as JsonSchema);
  return schema;
}

export function typeOf(schema: JsonSchema): string | undefined {
  const s = concrete(schema);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type) return type;
  if (s.properties) return 'object';
  if (s.enum?.length) return typeof s.enum[0];
  return undefined;
}

export const isNullable = (schema: JsonSchema): boolean =>
  schema.nullable === true ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  Boolean((schema.anyOf ?? schema.oneOf)?.some((option) => option.type === 'null'));

/**
 * A value the schema accepts, so that the one malformed part of a request is what the server must refuse
 * (a request wrong in several places is refused by validation before its strings reach the database).
 * `known` answers real values by field name (a player's account id, a session token) where the schema
 * alone cannot say what exists.
 */
export function exampleOf(
  schema: JsonSchema,
  name: string,
  known: (name: string, schema: JsonSchema) => unknown,
  seed = 1,
): unknown {
  const fromKnown = known(name, schema);
  if (fromKnown !== undefined) return fromKnown;
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      // The required fields only: each optional one is a chance for the example to be refused.
      for (const key of s.required ?? []) {
        const property = s.properties?.[key];
        if (property) value[key] = exampleOf(property, key, known, seed);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => exampleOf(s.items ?? {}, name, known, seed));
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      const exclusive = s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number';
      const lowest = (s.minimum ?? 1) + (exclusive ? 1 : 0);
      return lowest < 1 && (s.maximum ?? 1) >= 1 ? 1 : lowest;
    }
    case 'string':
      return exampleString(s, seed);
    default:
      return 'x';
  }
}

function exampleString(s: JsonSchema, seed: number): string {
  if (s.format === 'uri') return 'https://casino.example/back';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'date') return '1990-05-17';
  if (s.format === 'date-time') return '2024-01-01T00:00:00.000Z';
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? Math.max(min, 1000);
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    const fits = (text: string) => text.length >= min && text.length <= max && pattern.test(text);
    try {
      const found = fc.sample(fc.stringMatching(pattern), { seed, numRuns: 50 }).find(fits);
      if (found !== undefined) return found;
    } catch {
      // fast-check reads most patterns, not lookaheads: those fields get the plain text below.
    }
  }
  return 'x'.repeat(Math.min(Math.max(min, 8), max));
}
