import { settingsConstants } from '@croupier/contracts/constants';
import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import {
  countrySchema,
  currencyQuerySchema,
  currencySchema,
  localeSchema,
  settingsConstantsSchema,
} from '@croupier/contracts/settings';
import { defaultLocale, supportedLocales } from '@croupier/i18n/locales';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { seedCountries, seedDemoCurrencies } from './seed.ts';
import { createSettingsService, type SettingsService } from './service.ts';

const countryQuerySchema = z.object({
  locale: z.enum(supportedLocales).default(defaultLocale).describe('Language of the country names'),
});

/** Settings are public and identical for every visitor, so shared caches may keep them briefly. */
function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=60');
}

export async function registerSettings(
  app: FastifyInstance,
  deps: { db: Database; seedDemoData: boolean },
): Promise<SettingsService> {
  await seedCountries(deps.db);
  if (deps.seedDemoData) await seedDemoCurrencies(deps.db);

  const settings = createSettingsService(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  api.get(
    '/api/settings/currencies',
    {
      schema: {
        tags,
        summary: 'Currencies in display order; visible=true gives only the enabled (offered) ones',
        querystring: currencyQuerySchema,
        response: { 200: dataOf(z.array(currencySchema)), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return { data: await settings.currencies({ visibleOnly: request.query.visible }) };
    },
  );

  api.get(
    '/api/settings/locales',
    {
      schema: {
        tags,
        summary: 'Locales the site is translated into',
        response: { 200: dataOf(z.array(localeSchema)) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { data: settings.locales() };
    },
  );

  api.get(
    '/api/settings/countries',
    {
      schema: {
        tags,
        summary: 'Every ISO 3166-1 country, named and sorted in the given locale; restricted ones are not offered',
        querystring: countryQuerySchema,
        response: { 200: dataOf(z.array(countrySchema)), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return { data: await settings.countries(request.query.locale) };
    },
  );

  api.get(
    '/api/settings/constants',
    {
      schema: {
        tags,
        summary: 'Enumerations with their numeric values, shared by every client',
        response: { 200: dataOf(settingsConstantsSchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { data: settingsConstants };
    },
  );
  return settings;
}
