import { defaultLocale, supportedLocales } from '@croupier/i18n/locales';

/**
 * The site's pages a player's render shares with every player of their currency and country (decision 0139):
 * the lobby (home, /casino and /live-casino with a category), in every locale. Their loaders read of the
 * player only that they are logged in, their currency and country; what else is theirs (name, favourite
 * hearts, recently played) the browser fills in. A page added here must keep to that, which
 * `e2e/shared-page-cache.test.ts` checks for these: two players' pages are the same but for the identity.
 */
const prefixes = supportedLocales.filter((locale) => locale !== defaultLocale).join('|');
export const sharedPlayerPages = new RegExp(`^(?:/(?:${prefixes}))?(?:/|/(?:casino|live-casino)(?:/[^/.]+)?/?)?$`);
