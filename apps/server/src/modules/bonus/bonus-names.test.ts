import type { BonusHistoryPage } from '@croupier/contracts/bonus-history';
import type { DepositBonus } from '@croupier/contracts/bonus-offers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { seedDemoBonuses } from './seed.ts';
import { bonuses, bonusPackages } from './tables.ts';
import { type BonusPage, bonusPlayer, type CodeAnswer, type FreespinPage, startBonusApp } from './test-helpers.ts';

/** Bonus, package and free-spin names in the caller's locale, sent as Accept-Language (decision 0087). */
describe('bonus names per locale', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startBonusApp());
  });
  afterAll(() => app.close());

  const offers = (language: string, token?: string) =>
    call<{ data: DepositBonus[] } & ErrorBody>(app, 'GET', '/api/game/bonuses?currency=CAD', {
      ...(token ? { token } : {}),
      headers: { 'accept-language': language },
    });
  const names = (answer: { data: DepositBonus[] }) =>
    answer.data.map((offer) => [offer.package.name, ...offer.package.bonuses.map((b) => [b.name, b.packageName])]);

  it('answers the same offers with the German names for de and the French for fr', async () => {
    const german = await offers('de');
    const french = await offers('fr-FR,fr;q=0.9');
    expect(german.status).toBe(200);
    expect(names(german.body)).toEqual([
      [
        'Willkommenspaket',
        ['100 % Einzahlungsbonus', 'Willkommenspaket'],
        ['50 Freispiele für Fruit Stand Classic', 'Willkommenspaket'],
      ],
    ]);
    expect(names(french.body)).toEqual([
      [
        'Pack de bienvenue',
        ['Bonus de 100 % sur le dépôt', 'Pack de bienvenue'],
        ['50 tours gratuits sur Fruit Stand Classic', 'Pack de bienvenue'],
      ],
    ]);
    expect(french.body.data.map((o) => o.id)).toEqual(german.body.data.map((o) => o.id));
  });

  it('falls back to the English name for a locale the site does not ship, and when none is sent', async () => {
    for (const language of ['ja', '*']) {
      const answer = await offers(language);
      expect(answer.body.data[0]?.package.name).toBe('Welcome package');
      expect(answer.body.data[0]?.package.bonuses[0]?.name).toBe('100% deposit bonus');
    }
    expect((await offers('pt-BR')).body.data[0]?.package.name).toBe('Pacote de boas-vindas');
  });

  it('names the player’s bonuses, free spins, codes, activation, cancel and history in the caller’s locale', async () => {
    const player = await bonusPlayer(app);
    const as = (language: string) => ({ token: player.token, headers: { 'accept-language': language } });
    const code = await call<CodeAnswer>(app, 'POST', '/api/game/bonuses/bonuscodes', {
      ...as('es'),
      body: { bonusCode: 'NODEPOSIT10', trigger: 1 },
    });
    expect(code.body.data.bonusPackage?.name).toBe('Bono sin depósito');
    await call(app, 'POST', '/api/game/bonuses/bonuscodes', {
      ...as('en'),
      body: { bonusCode: 'FRUITSPINS', trigger: 1 },
    });

    const held = (language: string) => call<BonusPage>(app, 'GET', '/api/game/player-bonuses', as(language));
    expect((await held('de')).body.data.map((b) => b.name)).toEqual(['10 gratis zum Kennenlernen des Casinos']);
    expect((await held('en')).body.data.map((b) => b.name)).toEqual(['Free 10 to try the casino']);
    const spins = await call<FreespinPage>(app, 'GET', '/api/game/player-freespins', as('pt-br'));
    expect(spins.body.data.map((f) => f.name)).toEqual(['25 rodadas grátis no Fruit Stand Classic']);
    const [cash] = (await held('en')).body.data;
    const [award] = spins.body.data;
    const put = (path: string, language: string) =>
      call<{ data: { name: string } } & ErrorBody>(app, 'PUT', path, as(language));
    expect((await put(`/api/game/player-bonuses/${cash?.id}/activate`, 'de')).body.data.name).toBe(
      '10 gratis zum Kennenlernen des Casinos',
    );
    expect((await put(`/api/game/player-bonuses/${cash?.id}/cancel`, 'fr')).body.data.name).toBe(
      '10 offerts pour découvrir le casino',
    );
    expect((await put(`/api/game/player-freespins/${award?.id}/activate`, 'es')).body.data.name).toBe(
      '25 tiradas gratis en Fruit Stand Classic',
    );
    const history = await call<BonusHistoryPage>(app, 'GET', '/api/game/player-bonuses/history', as('fr'));
    expect(history.body.data.map((item) => item.name).sort()).toEqual([
      '10 offerts pour découvrir le casino',
      '25 tours gratuits sur Fruit Stand Classic',
    ]);
  });

  it('gives names that hold English alone (as the migration left them) the seed’s translations, and keeps others', async () => {
    // On PostgreSQL the integration files share one database: the demo rows are put back for the files after.
    const [reloadBefore] = await app.db.select().from(bonuses).where(eq(bonuses.slug, 'reload-match'));
    const [welcomeBefore] = await app.db.select().from(bonusPackages).where(eq(bonusPackages.slug, 'welcome'));
    onTestFinished(async () => {
      await app.db.update(bonuses).set({ names: reloadBefore?.names }).where(eq(bonuses.slug, 'reload-match'));
      await app.db.update(bonusPackages).set({ names: welcomeBefore?.names }).where(eq(bonusPackages.slug, 'welcome'));
    });
    await app.db
      .update(bonuses)
      .set({ names: { en: 'Reload match' } })
      .where(eq(bonuses.slug, 'reload-match'));
    await app.db
      .update(bonusPackages)
      .set({ names: { en: 'Welcome', de: 'Willkommen (vom Betreiber)' } })
      .where(eq(bonusPackages.slug, 'welcome'));
    await seedDemoBonuses(app.db);
    const [reload] = await app.db.select().from(bonuses).where(eq(bonuses.slug, 'reload-match'));
    expect(reload?.names).toMatchObject({ en: '50% deposit bonus', de: '50 % Einzahlungsbonus' });
    const [welcome] = await app.db.select().from(bonusPackages).where(eq(bonusPackages.slug, 'welcome'));
    expect(welcome?.names).toEqual({ en: 'Welcome', de: 'Willkommen (vom Betreiber)' });
    const refused = await app.db
      .execute(sql`update bonuses set names = '{"de": "Nur Deutsch"}' where slug = 'reload-match'`)
      .catch((error: unknown) => error);
    expect(String((refused as { cause?: unknown }).cause)).toMatch(/bonuses_names_check/);
  });
});
