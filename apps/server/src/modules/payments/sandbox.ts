import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { paymentInvoiceStatus as S, paymentInvoiceType as T } from '@croupier/contracts/constants';
import { type InvoiceStatus, popularMethodKeys } from '@croupier/contracts/payments';
import {
  type CurrencyRule,
  type FieldDefinition,
  headerValue,
  hmacHex,
  type MethodDefinition,
  type PaymentProvider,
  type ProviderUpdate,
  sameDigest,
  webhookRejected,
} from './provider.ts';

/**
 * The built-in sandbox payment provider: its methods cover every branch the wallet has (form and iframe,
 * missing data, presets, crypto, the Interac keys), its hosted page (sandbox-pages.ts) lets the tester
 * approve, decline or leave a deposit pending, and it plays automatic payouts 1 → 4 → 2. Everything it
 * tells the site goes through the same signed webhook a real provider would send.
 *
 * Signature: HMAC-SHA256 hex over `<timestamp>.<raw body>` in x-sandbox-pay-signature, the Unix time in
 * seconds in x-sandbox-pay-timestamp; older than five minutes is refused, so a captured request cannot
 * be replayed later (and a replay within the window has no second effect: event ids are remembered).
 */
export const sandboxProviderKey = 'sandbox';
export const sandboxSignatureHeader = 'x-sandbox-pay-signature';
export const sandboxTimestampHeader = 'x-sandbox-pay-timestamp';
export const sandboxToleranceSeconds = 5 * 60;

/** A fiat payout of an amount with .13 as its cents (e.g. 20.13) is declined by the sandbox bank. */
export const sandboxDeclinedCents = 13;

export const sandboxPayPath = (invoiceId: string) => `/sandbox/pay/${encodeURIComponent(invoiceId)}`;

export interface SandboxWebhookBody {
  eventId: string;
  invoiceId: string;
  status: InvoiceStatus;
  reason: string | null;
  createdAt: string;
}

/** A signed webhook as the sandbox sends it: for the hosted page, the payout automation and tests. */
export function signedSandboxWebhook(
  secret: string,
  update: Omit<SandboxWebhookBody, 'createdAt'>,
  now: Date = new Date(),
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ ...update, createdAt: now.toISOString() });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [sandboxTimestampHeader]: timestamp,
      [sandboxSignatureHeader]: hmacHex(secret, `${timestamp}.${body}`),
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Methods

const fiat = (min: string, max: string, presets: string[], defaultPreset: string | null): CurrencyRule => ({
  min,
  max,
  presets,
  defaultPreset,
});

const cardDeposit: Record<string, CurrencyRule> = {
  CAD: fiat('10', '5000', ['20', '50', '100', '200', '500', '1000'], '100'),
  USD: fiat('10', '5000', ['20', '50', '100', '200', '500', '1000'], '100'),
  EUR: fiat('10', '5000', ['20', '50', '100', '200', '500', '1000'], '100'),
  AUD: fiat('10', '5000', ['20', '50', '100', '200', '500', '1000'], '100'),
  BRL: fiat('50', '25000', ['50', '100', '250', '500', '1000'], '250'),
  JPY: fiat('1000', '500000', ['1000', '5000', '10000', '50000'], '5000'),
};

const walletDeposit: Record<string, CurrencyRule> = {
  CAD: fiat('5', '2500', ['10', '25', '50', '100', '250'], '50'),
  USD: fiat('5', '2500', ['10', '25', '50', '100', '250'], '50'),
  EUR: fiat('5', '2500', ['10', '25', '50', '100', '250'], '50'),
  AUD: fiat('5', '2500', ['10', '25', '50', '100', '250'], '50'),
  BRL: fiat('25', '12000', ['50', '100', '250', '500'], null),
};

/** Pix is Brazil's instant-payment scheme: reais only, for players whose country of record is BR. */
const pixDeposit: Record<string, CurrencyRule> = {
  BRL: fiat('20', '10000', ['50', '100', '200', '500'], '100'),
};

const fiatPayout = (min: string, max: string): CurrencyRule => fiat(min, max, [], null);

const cardPayout: Record<string, CurrencyRule> = {
  CAD: fiatPayout('20', '10000'),
  USD: fiatPayout('20', '10000'),
  EUR: fiatPayout('20', '10000'),
  AUD: fiatPayout('20', '10000'),
  BRL: fiatPayout('100', '50000'),
  JPY: fiatPayout('2000', '1000000'),
};

const phoneField: FieldDefinition = {
  key: 'phone',
  fieldType: 'text',
  isRequired: true,
  regexp: null,
  options: null,
  labels: {
    en: 'Phone number',
    fr: 'Numéro de téléphone',
    de: 'Telefonnummer',
    es: 'Número de teléfono',
    'pt-br': 'Número de telefone',
  },
  prefill: 'phone',
};

const cpfField: FieldDefinition = {
  key: 'cpf_number',
  fieldType: 'text',
  isRequired: true,
  regexp: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$',
  options: null,
  labels: { en: 'CPF number', fr: 'Numéro CPF', de: 'CPF-Nummer', es: 'Número de CPF', 'pt-br': 'Número do CPF' },
  prefill: null,
};

const birthdateField: FieldDefinition = {
  key: 'birthdate',
  fieldType: 'text',
  isRequired: true,
  regexp: '^\\d{4}-\\d{2}-\\d{2}$',
  options: null,
  labels: {
    en: 'Date of birth',
    fr: 'Date de naissance',
    de: 'Geburtsdatum',
    es: 'Fecha de nacimiento',
    'pt-br': 'Data de nascimento',
  },
  prefill: 'birthdate',
};

/** Labels only in some locales on purpose: the others fall back to en. */
const agentField: FieldDefinition = {
  key: 'agentNumber',
  fieldType: 'select',
  isRequired: true,
  regexp: null,
  options: [
    { id: 'AG-1042', name: 'Agência Paulista — São Paulo' },
    { id: 'AG-2210', name: 'Agência Carioca — Rio de Janeiro' },
    { id: 'AG-3307', name: 'Agência Mineira — Belo Horizonte' },
  ],
  labels: { en: 'Payment agent', 'pt-br': 'Agente de pagamento', es: 'Agente de pago' },
  prefill: null,
};

const walletAddressField = (regexp: string): FieldDefinition => ({
  key: 'address',
  fieldType: 'text',
  isRequired: true,
  regexp,
  options: null,
  labels: {
    en: 'Wallet address',
    fr: 'Adresse du portefeuille',
    de: 'Wallet-Adresse',
    es: 'Dirección de la billetera',
    'pt-br': 'Endereço da carteira',
  },
  prefill: null,
});

export const sandboxMethods: readonly MethodDefinition[] = [
  {
    key: 'sandbox.card',
    name: 'Visa / Mastercard',
    operation: 'deposit',
    processingType: 'form',
    currencies: cardDeposit,
    countries: null,
    fields: [],
    crypto: null,
  },
  {
    key: popularMethodKeys.deposit,
    name: 'Interac e-Transfer',
    operation: 'deposit',
    processingType: 'form',
    currencies: { CAD: fiat('20', '3000', ['20', '50', '100', '250', '500'], '100') },
    countries: ['CA'],
    fields: [phoneField],
    crypto: null,
  },
  {
    key: 'sandbox.ewallet',
    name: 'Sandbox e-Wallet',
    operation: 'deposit',
    processingType: 'iframe',
    currencies: walletDeposit,
    countries: null,
    fields: [],
    crypto: null,
  },
  {
    key: 'sandbox.pix',
    name: 'Pix',
    operation: 'deposit',
    processingType: 'form',
    currencies: pixDeposit,
    countries: ['BR'],
    fields: [phoneField, cpfField, birthdateField, agentField],
    crypto: null,
  },
  {
    key: 'sandbox.btc',
    name: 'Bitcoin',
    operation: 'deposit',
    processingType: 'form',
    currencies: { BTC: fiat('0.0005', '5', ['0.001', '0.005', '0.01', '0.05'], '0.005') },
    countries: null,
    fields: [],
    crypto: { network: 'bitcoin', confirmations: 2 },
  },
  {
    key: 'sandbox.eth',
    name: 'Ethereum',
    operation: 'deposit',
    processingType: 'form',
    currencies: { ETH: fiat('0.005', '50', ['0.01', '0.05', '0.1', '0.5'], '0.05') },
    countries: null,
    fields: [],
    crypto: { network: 'ethereum', confirmations: 12 },
  },
  {
    key: 'sandbox.card.payout',
    name: 'Visa / Mastercard',
    operation: 'withdrawal',
    processingType: 'form',
    currencies: cardPayout,
    countries: null,
    fields: [],
    crypto: null,
  },
  {
    key: popularMethodKeys.withdrawal,
    name: 'Interac e-Transfer',
    operation: 'withdrawal',
    processingType: 'form',
    currencies: { CAD: fiatPayout('20', '5000') },
    countries: ['CA'],
    fields: [phoneField],
    crypto: null,
  },
  {
    key: 'sandbox.ewallet.payout',
    name: 'Sandbox e-Wallet',
    operation: 'withdrawal',
    processingType: 'iframe',
    currencies: {
      CAD: fiatPayout('10', '5000'),
      USD: fiatPayout('10', '5000'),
      EUR: fiatPayout('10', '5000'),
      AUD: fiatPayout('10', '5000'),
    },
    countries: null,
    fields: [],
    crypto: null,
  },
  {
    key: 'sandbox.pix.payout',
    name: 'Pix',
    operation: 'withdrawal',
    processingType: 'form',
    currencies: { BRL: fiatPayout('50', '20000') },
    countries: ['BR'],
    fields: [phoneField, cpfField, birthdateField, agentField],
    crypto: null,
  },
  {
    key: 'sandbox.btc.payout',
    name: 'Bitcoin',
    operation: 'withdrawal',
    processingType: 'form',
    currencies: { BTC: fiatPayout('0.001', '2') },
    countries: null,
    fields: [walletAddressField('^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$')],
    crypto: { network: 'bitcoin', confirmations: 2 },
  },
  {
    key: 'sandbox.eth.payout',
    name: 'Ethereum',
    operation: 'withdrawal',
    processingType: 'form',
    currencies: { ETH: fiatPayout('0.01', '20') },
    countries: null,
    fields: [walletAddressField('^0x[0-9a-fA-F]{40}$')],
    crypto: { network: 'ethereum', confirmations: 12 },
  },
];

const bech32Alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** A stable deposit address per invoice, shaped like the network's (the sandbox holds no coins). */
export function sandboxAddress(network: string, invoiceId: string): string {
  const digest = createHash('sha256').update(`${network}:${invoiceId}`).digest();
  if (network === 'ethereum') return `0x${digest.subarray(0, 20).toString('hex')}`;
  return `bc1q${Array.from(digest.subarray(0, 32), (b) => bech32Alphabet[b % 32])
    .join('')
    .slice(0, 38)}`;
}

// ---------------------------------------------------------------------------------------------------

const statuses = new Set<number>(Object.values(S));

export function createSandboxPaymentProvider(deps: { secret: string; clock?: () => Date }): PaymentProvider {
  const clock = deps.clock ?? (() => new Date());
  const methodOf = (key: string) => sandboxMethods.find((m) => m.key === key);

  return {
    key: sandboxProviderKey,
    methods: sandboxMethods,

    async startDeposit(invoice) {
      const crypto = methodOf(invoice.method)?.crypto;
      return {
        action: sandboxPayPath(invoice.id),
        fields: { reference: invoice.number },
        crypto: crypto
          ? {
              address: sandboxAddress(crypto.network, invoice.id),
              network: crypto.network,
              confirmations: crypto.confirmations,
            }
          : null,
      };
    },

    async startWithdrawal(invoice) {
      // Only the iframe method shows the player a provider page (the e-wallet confirming the payee).
      const iframe = methodOf(invoice.method)?.processingType === 'iframe';
      return { action: iframe ? sandboxPayPath(invoice.id) : null, fields: {}, crypto: null };
    },

    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderUpdate {
      const timestamp = headerValue(headers, sandboxTimestampHeader);
      const signature = headerValue(headers, sandboxSignatureHeader);
      if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw webhookRejected('Missing or malformed timestamp');
      const expected = hmacHex(deps.secret, Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]));
      if (!sameDigest(expected, signature)) throw webhookRejected('The signature does not match');
      if (Math.abs(clock().getTime() / 1000 - Number(timestamp)) > sandboxToleranceSeconds) {
        throw webhookRejected('The webhook is too old (or from the future)');
      }
      let body: Partial<SandboxWebhookBody>;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Partial<SandboxWebhookBody>;
      } catch {
        throw webhookRejected('The body is not JSON');
      }
      if (typeof body.eventId !== 'string' || body.eventId.length === 0 || body.eventId.length > 200) {
        throw webhookRejected('eventId is missing');
      }
      if (typeof body.invoiceId !== 'string' || !/^[0-9a-f-]{36}$/i.test(body.invoiceId)) {
        throw webhookRejected('invoiceId is missing');
      }
      if (typeof body.status !== 'number' || !statuses.has(body.status)) throw webhookRejected('Unknown status');
      return {
        eventId: body.eventId,
        invoiceId: body.invoiceId,
        status: body.status as InvoiceStatus,
        reason: typeof body.reason === 'string' ? body.reason.slice(0, 500) : null,
      };
    },

    async afterInvoiceChange(change, deliver) {
      const { invoice, previousStatus } = change;
      if (invoice.type !== T.withdrawal) return;
      const send = async (status: InvoiceStatus, reason: string | null) => {
        // One event id per invoice and step: delivering the step again is a replay.
        const { body, headers } = signedSandboxWebhook(
          deps.secret,
          { eventId: `sandbox-payout-${invoice.id}-${status}`, invoiceId: invoice.id, status, reason },
          clock(),
        );
        await deliver(Buffer.from(body), headers);
      };
      if (invoice.status === S.pending && previousStatus === null && invoice.autoWithdrawal) {
        await send(S.processing, null);
      } else if (invoice.status === S.processing) {
        const method = methodOf(invoice.method);
        const cents = Math.round(invoice.amount * 100) % 100;
        const declined = method?.crypto === null && cents === sandboxDeclinedCents;
        await send(declined ? S.rejected : S.success, declined ? 'Declined by the sandbox bank' : null);
      }
    },
  };
}
