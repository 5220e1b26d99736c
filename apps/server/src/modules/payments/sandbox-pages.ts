import { randomUUID } from 'node:crypto';
import { paymentInvoiceStatus as S, paymentInvoiceType as T } from '@croupier/contracts/constants';
import type { Invoice, InvoiceStatus } from '@croupier/contracts/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxAddress, sandboxMethods, sandboxPayPath, sandboxProviderKey, signedSandboxWebhook } from './sandbox.ts';
import type { PaymentService } from './service.ts';
import type { InvoiceRecord } from './store.ts';

/**
 * The sandbox provider's hosted payment page, opened in a new window (form methods) or embedded in the
 * wallet (iframe methods). Server-rendered HTML in English outside the site's shell, with no script, so
 * the site's CSP applies unchanged (frame-ancestors 'self' lets the wallet embed it). The invoice id in
 * the address, a random UUID, is the link's only secret: whoever holds it plays the provider, as in the
 * sandbox KYC pages. Each decision is sent as a signed webhook into the same handler providers reach.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const answers = { approve: S.success, decline: S.rejected, processing: S.processing } as const;
type Answer = keyof typeof answers | 'pending';

const statusLabel: Record<InvoiceStatus, string> = {
  [S.pending]: 'Pending',
  [S.success]: 'Approved',
  [S.rejected]: 'Declined',
  [S.processing]: 'Processing',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox payments</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:1.5rem auto;padding:0 1rem;color:#1b1b1f;background:#f6f6f8}
.banner{background:#fff4d6;border:1px solid #e6c65c;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}
button{min-height:2.75rem;padding:0 1rem;border-radius:.5rem;border:1px solid #444;background:#fff;font-size:1rem;cursor:pointer}
button.approve{background:#1f7a3a;color:#fff;border-color:#1f7a3a}button.decline{background:#b3261e;color:#fff;border-color:#b3261e}
</style>
</head>
<body>
<p class="banner">Sandbox payment provider: for testing only. No money moves.</p>
${body}
</body>
</html>`;
}

export function registerSandboxPayPages(
  app: FastifyInstance,
  deps: { payments: PaymentService; webhookSecret: string },
): void {
  const { payments } = deps;

  function render(reply: FastifyReply, status: number, title: string, body: string) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(page(title, body));
  }

  async function invoiceOf(request: FastifyRequest<{ Params: { invoiceId: string } }>) {
    const row = await payments.findInvoice(request.params.invoiceId);
    return row?.provider === sandboxProviderKey ? row : undefined;
  }

  const notFoundPage = (reply: FastifyReply) =>
    render(reply, 404, 'Not found', '<h1>Unknown payment</h1><p>This payment link is not valid.</p>');

  function backLink(row: InvoiceRecord, status: InvoiceStatus): string {
    const target =
      status === S.success ? row.redirectSuccessUrl : status === S.rejected ? row.redirectErrorUrl : row.redirectUrl;
    const url = target ?? row.redirectUrl;
    return url ? `<p><a href="${escapeHtml(url)}" target="_top">Back to the casino</a></p>` : '';
  }

  function details(row: InvoiceRecord, invoice: Invoice): string {
    const crypto = sandboxMethods.find((m) => m.key === row.method)?.crypto;
    const cryptoRows =
      crypto && row.type === T.deposit
        ? `<dt>Send to</dt><dd data-testid="crypto-address">${escapeHtml(sandboxAddress(crypto.network, row.id))}</dd>
<dt>Network</dt><dd>${escapeHtml(crypto.network)}</dd>
<dt>Confirmations</dt><dd>${crypto.confirmations}</dd>`
        : '';
    return `<dl>
<dt>Reference</dt><dd>${escapeHtml(invoice.number)}</dd>
<dt>Method</dt><dd>${escapeHtml(invoice.paymentMethod)}</dd>
<dt>Amount</dt><dd>${escapeHtml(`${invoice.amount} ${invoice.currency}`)}</dd>
${cryptoRows}
<dt>Status</dt><dd data-testid="sandbox-status">${statusLabel[invoice.status]}</dd>
</dl>`;
  }

  type PageRequest = FastifyRequest<{ Params: { invoiceId: string }; Querystring: { left?: string } }>;
  const routeOptions = { schema: { hide: true } };

  app.get('/sandbox/pay/:invoiceId', routeOptions, async (request: PageRequest, reply) => {
    const row = await invoiceOf(request);
    if (!row) return notFoundPage(reply);
    const invoice = await payments.view(row);
    if (row.type === T.withdrawal) {
      return render(
        reply,
        200,
        'Payout',
        `<h1>Payout to your ${escapeHtml(invoice.paymentMethod)}</h1>${details(row, invoice)}
<p>The casino reviews the payout; this page only confirms where the money goes.</p>`,
      );
    }
    if (invoice.status === S.success || invoice.status === S.rejected) {
      const verdict = invoice.status === S.success ? 'Payment approved' : 'Payment declined';
      return render(reply, 200, verdict, `<h1>${verdict}</h1>${details(row, invoice)}${backLink(row, invoice.status)}`);
    }
    const leftPending =
      request.query.left === 'pending'
        ? '<p role="status">The payment stays pending: the casino waits for the provider.</p>'
        : '';
    const processingButton =
      invoice.status === S.pending
        ? '<button type="submit" name="answer" value="processing">Mark processing</button>'
        : '';
    return render(
      reply,
      200,
      'Pay',
      `<h1>Pay ${escapeHtml(`${invoice.amount} ${invoice.currency}`)}</h1>${details(row, invoice)}${leftPending}
<p>In the sandbox you take the provider's decision.</p>
<form method="post" action="${escapeHtml(`${sandboxPayPath(row.id)}/decision`)}">
<button class="approve" type="submit" name="answer" value="approve">Approve</button>
<button class="decline" type="submit" name="answer" value="decline">Decline</button>
${processingButton}
<button type="submit" name="answer" value="pending">Leave pending</button>
</form>${backLink(row, invoice.status)}`,
    );
  });

  app.post('/sandbox/pay/:invoiceId/decision', routeOptions, async (request: PageRequest, reply) => {
    const row = await invoiceOf(request);
    if (!row || row.type !== T.deposit) return notFoundPage(reply);
    const answer = (request.body as Record<string, string> | undefined)?.answer as Answer | undefined;
    const base = sandboxPayPath(row.id);
    if (answer === 'pending') return reply.redirect(`${base}?left=pending`, 303);
    if (!answer || !(answer in answers)) return reply.redirect(base, 303);
    const status = answers[answer as keyof typeof answers];
    const { body, headers } = signedSandboxWebhook(deps.webhookSecret, {
      eventId: randomUUID(),
      invoiceId: row.id,
      status,
      reason: status === S.rejected ? 'Declined on the sandbox payment page' : null,
    });
    await payments.receiveWebhook(sandboxProviderKey, Buffer.from(body), headers);
    return reply.redirect(base, 303);
  });
}
