import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { InvoiceStatus, PaymentInvoiceChanged } from '@croupier/contracts/payments';
import { paymentErrorCodes } from '@croupier/contracts/payments';
import { AppError } from '../../platform/http/errors.ts';
import type { ProviderStart } from './tables.ts';

/**
 * What the payments service needs from a payment provider (docs/decisions/0023). A provider offers
 * methods, starts deposits and withdrawals, and tells us statuses only through signed webhooks; the
 * service owns the invoices, the state machine and the ledger. The built-in sandbox (sandbox.ts) is one
 * implementation; a real one (Gigadat, a card acquirer, a crypto processor) is another file like it.
 */

export type Locale = 'en' | 'fr' | 'de' | 'es' | 'pt-br';

/** Where a method field's value comes from when the profile knows it. */
export type ProfileSource = 'phone' | 'birthdate';

export interface FieldDefinition {
  key: string;
  fieldType: 'select' | 'textarea' | 'text';
  isRequired: boolean;
  /** Shown to clients as the method field's regexp; the server also applies the key's own rule. */
  regexp: string | null;
  options: { id: string; name: string }[] | null;
  /** At least `en`; clients fall back to it. */
  labels: Partial<Record<Locale, string>> & { en: string };
  prefill: ProfileSource | null;
}

/** Per currency, in major units as decimal strings (exact whatever the currency's subunit). */
export interface CurrencyRule {
  min: string;
  max: string;
  presets: string[];
  defaultPreset: string | null;
}

export interface MethodDefinition {
  key: string;
  name: string;
  operation: 'deposit' | 'withdrawal';
  processingType: 'form' | 'iframe';
  currencies: Readonly<Record<string, CurrencyRule>>;
  /**
   * ISO 3166-1 alpha-2 countries of record the method serves (Pix: BR, Interac: CA); null: every country.
   * A player sees a method only when both their country and the account currency match (decision 0059).
   */
  countries: readonly string[] | null;
  fields: readonly FieldDefinition[];
  /** Crypto methods: the network and the confirmations a deposit needs. */
  crypto: { network: string; confirmations: number } | null;
}

/** The invoice as a provider sees it. */
export interface ProviderInvoice {
  id: string;
  number: string;
  type: 'deposit' | 'withdrawal';
  method: string;
  currency: string;
  amountMinor: bigint;
  autoWithdrawal: boolean;
  fields: Record<string, string>;
}

/** A status the provider reports for one of our invoices. */
export interface ProviderUpdate {
  /** Unique per delivery on the provider's side: a repeated one has no second effect. */
  eventId: string;
  invoiceId: string;
  status: InvoiceStatus;
  reason: string | null;
}

/** Applies a webhook as if it had arrived over HTTP, inside the given transaction. */
export type WebhookDelivery = (rawBody: Buffer, headers: IncomingHttpHeaders) => Promise<unknown>;

export interface PaymentProvider {
  readonly key: string;
  readonly methods: readonly MethodDefinition[];
  /** Idempotent per invoice id: a retried request may ask again and must get the same payment. */
  startDeposit(invoice: ProviderInvoice): Promise<ProviderStart>;
  /** Idempotent per invoice id, like startDeposit; the payout itself starts only once submitted. */
  startWithdrawal(invoice: ProviderInvoice): Promise<ProviderStart>;
  /** Checks signature and freshness, then reads the body; throws `webhookRejected` otherwise. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderUpdate;
  /**
   * Called once per invoice change of this provider after it committed (from the outbox): where a real
   * adapter submits an approved payout, and where the sandbox plays the provider's next step.
   */
  afterInvoiceChange?(change: PaymentInvoiceChanged, deliver: WebhookDelivery): Promise<void>;
}

export const webhookRejected = (message: string) => new AppError(401, paymentErrorCodes.badSignature, message);

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares hex digests in constant time: how many leading characters matched never shows in the timing. */
export function sameDigest(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected.toLowerCase(), 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
