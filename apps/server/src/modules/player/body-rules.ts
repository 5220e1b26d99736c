import type { FieldErrors } from '@croupier/contracts/errors';
import type { MinimumAges } from '@croupier/validation/field-rules';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { type RuleScenario, validateScenario } from './field-rules.ts';

/** Zod's messages per property, as the error handler would have reported them. */
function schemaErrors(schema: ZodType, body: unknown): FieldErrors {
  const parsed = schema.safeParse(body);
  const fields: FieldErrors = {};
  if (parsed.success) return fields;
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || '_';
    fields[name] = [...(fields[name] ?? []), issue.message];
  }
  return fields;
}

/**
 * A preValidation hook: the shared rule engine checks the body as received, before the route's zod schema.
 * The engine's messages are what the site shows for the same rules, so they win for every field the engine
 * covers; fields only the schema knows (locale, nickname, types) keep the schema's messages, so a single
 * answer still lists every bad field.
 */
export function enforceFieldRules(
  scenario: RuleScenario,
  schema: ZodType,
  options: { ages: MinimumAges },
): preValidationAsyncHookHandler {
  return async (request) => {
    const fields = validateScenario(scenario, request.body, { ages: options.ages });
    if (Object.keys(fields).length === 0) return;
    throw new AppError(400, 'validation_failed', 'Some fields are invalid', {
      ...schemaErrors(schema, request.body),
      ...fields,
    });
  };
}
