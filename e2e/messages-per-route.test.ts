import { readdirSync, readFileSync } from 'node:fs';
import { localizePath, supportedLocales } from '@croupier/i18n/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, startSite } from './support/site.ts';

/**
 * Decision 0131: a page's data holds only its routes' message namespaces, so a namespace a route forgot would
 * show as a raw key. Every guest page, server-rendered in every shipped locale, must hold none (no browser:
 * the HTML the server sends is what the first render shows).
 */
const messagesDir = new URL('../apps/web/app/i18n/messages/en/', import.meta.url);
const keys = new Set(
  readdirSync(messagesDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.slice(0, -'.json'.length);
      return Object.keys(JSON.parse(readFileSync(new URL(file, messagesDir), 'utf8'))).map(
        (key) => `${namespace}.${key}`,
      );
    }),
);
const namespaces = [...new Set([...keys].map((key) => key.split('.')[0]))];
const keyLike = new RegExp(`(?<![\\w./-])(?:${namespaces.join('|')})\\.[A-Za-z][\\w.]*[A-Za-z0-9]`, 'g');

const pages = [
  '/',
  '/casino',
  '/live-casino',
  '/providers',
  '/promotions',
  '/questions',
  '/contact',
  '/tournaments',
  '/quests',
  '/loyalty',
  '/sports',
  '/recently',
  '/favorites',
  '/bonuses',
  '/terms-and-conditions',
  '/no-such-page',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
];

describe('messages per route: no raw message key at first render', () => {
  let site: RunningSite;
  let gamePage: string;

  beforeAll(async () => {
    site = await startSite();
    const casino = await (await fetch(`${site.url}/casino`)).text();
    gamePage = /href="(\/games\/[^"?#]+)"/.exec(casino)?.[1] ?? '/games/missing';
  });
  afterAll(async () => {
    await site?.close();
  });

  it.each(supportedLocales)('every guest page in %s renders its messages', async (locale) => {
    for (const page of [...pages, gamePage]) {
      const path = localizePath(page, locale);
      const response = await fetch(`${site.url}${path}`);
      const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
      const raw = [...html.matchAll(keyLike)].map((m) => m[0]).filter((token) => keys.has(token));
      expect(raw, `${path} (${response.status})`).toEqual([]);
    }
  });
});
