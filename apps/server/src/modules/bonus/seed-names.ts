import type { LocalizedNames } from './names.ts';

/**
 * The demo offers' names in every shipped locale (packages/i18n/src/locales.ts), as an operator would enter
 * them (decision 0087). Game titles and bonus codes stay as they are: they are names, not words.
 */
export const seedNames = {
  freeSpins: (count: number): LocalizedNames => ({
    en: `${count} free spins on Fruit Stand Classic`,
    fr: `${count} tours gratuits sur Fruit Stand Classic`,
    de: `${count} Freispiele für Fruit Stand Classic`,
    es: `${count} tiradas gratis en Fruit Stand Classic`,
    'pt-br': `${count} rodadas grátis no Fruit Stand Classic`,
  }),
  depositMatch: (percent: number): LocalizedNames => ({
    en: `${percent}% deposit bonus`,
    fr: `Bonus de ${percent} % sur le dépôt`,
    de: `${percent} % Einzahlungsbonus`,
    es: `Bono del ${percent} % sobre el depósito`,
    'pt-br': `Bônus de ${percent}% no depósito`,
  }),
  welcome: {
    en: 'Welcome package',
    fr: 'Pack de bienvenue',
    de: 'Willkommenspaket',
    es: 'Paquete de bienvenida',
    'pt-br': 'Pacote de boas-vindas',
  },
  reload: {
    en: 'Reload bonus',
    fr: 'Bonus de recharge',
    de: 'Reload-Bonus',
    es: 'Bono de recarga',
    'pt-br': 'Bônus de recarga',
  },
  welcomeCode: { en: 'WELCOME100' },
  fruitStandSpins: {
    en: 'Fruit Stand free spins',
    fr: 'Tours gratuits Fruit Stand',
    de: 'Fruit-Stand-Freispiele',
    es: 'Tiradas gratis de Fruit Stand',
    'pt-br': 'Rodadas grátis do Fruit Stand',
  },
  noDeposit: {
    en: 'No-deposit bonus',
    fr: 'Bonus sans dépôt',
    de: 'Bonus ohne Einzahlung',
    es: 'Bono sin depósito',
    'pt-br': 'Bônus sem depósito',
  },
  noDepositCash: {
    en: 'Free 10 to try the casino',
    fr: '10 offerts pour découvrir le casino',
    de: '10 gratis zum Kennenlernen des Casinos',
    es: '10 gratis para probar el casino',
    'pt-br': '10 grátis para conhecer o cassino',
  },
  cashback: { en: 'Cashback', fr: 'Cashback', de: 'Cashback', es: 'Reembolso', 'pt-br': 'Cashback' },
  cashbackIn: (currency: string): LocalizedNames => ({
    en: `Cashback (${currency})`,
    fr: `Cashback (${currency})`,
    de: `Cashback (${currency})`,
    es: `Reembolso (${currency})`,
    'pt-br': `Cashback (${currency})`,
  }),
} satisfies Record<string, LocalizedNames | ((value: never) => LocalizedNames)>;
