import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { detectMimeType } from './files.ts';
import { readMultipartForm } from './multipart.ts';
import { sandboxPagePath, sandboxWebhookBody, signSandboxWebhook } from './sandbox.ts';
import type { VerificationService } from './service.ts';
import type { DocumentStorage } from './storage.ts';
import { type ApplicantRecord, findApplicantByExternalId, updateApplicant } from './store.ts';

/**
 * The sandbox provider's hosted pages. They stand in for a real provider's site, so they are plain
 * server-rendered HTML in English, outside the site's shell, with no script at all (the site's CSP
 * holds). Whoever has the link plays the provider: the applicant id in it is a random UUID, the link's
 * only secret. Step 1 takes a document image, step 2 a selfie (both stored), step 3 offers the operator's
 * Approve / Reject, which sends a signed webhook into the same handler the provider's HTTP call reaches.
 */

const maxStepBytes = 5 * 1024 * 1024;
const stepKey = (applicantId: string, step: 'document' | 'selfie') => `kyc-sandbox/${applicantId}/${step}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Only a path on this site: never another origin, never a scheme (open-redirect and javascript: links). */
function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 200
    ? value
    : '/profile/verification';
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox KYC</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f;background:#f6f6f8}
.banner{background:#fff4d6;border:1px solid #e6c65c;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
form{display:flex;flex-direction:column;gap:.75rem;margin:1rem 0}
button{min-height:2.75rem;padding:0 1rem;border-radius:.5rem;border:1px solid #444;background:#fff;font-size:1rem;cursor:pointer}
button.approve{background:#1f7a3a;color:#fff;border-color:#1f7a3a}button.reject{background:#b3261e;color:#fff;border-color:#b3261e}
.row{display:flex;gap:.75rem}.error{color:#b3261e}ol{padding-left:1.25rem}
</style>
</head>
<body>
<p class="banner">Sandbox identity-verification provider: for testing only. No real check takes place.</p>
${body}
</body>
</html>`;
}

export function registerSandboxPages(
  app: FastifyInstance,
  deps: { db: Database; storage: DocumentStorage; service: VerificationService; webhookSecret: string },
): void {
  const { db, storage, service } = deps;

  async function applicantOf(request: FastifyRequest<{ Params: { applicantId: string } }>) {
    const id = request.params.applicantId;
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    return findApplicantByExternalId(db, 'sandbox', id);
  }

  function render(reply: FastifyReply, status: number, title: string, body: string) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(page(title, body));
  }

  const notFoundPage = (reply: FastifyReply) =>
    render(reply, 404, 'Not found', '<h1>Unknown verification</h1><p>This verification link is not valid.</p>');

  function stepPage(applicant: ApplicantRecord, returnPath: string, error?: string): { title: string; body: string } {
    const base = sandboxPagePath(applicant.externalId);
    const query = `?return=${encodeURIComponent(returnPath)}`;
    const back = `<p><a href="${escapeHtml(returnPath)}">Back to the site</a></p>`;
    const errorLine = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
    const steps = `<ol><li>Identity document</li><li>Selfie</li><li>Review</li></ol>`;
    if (applicant.status === 'approved' || applicant.status === 'rejected') {
      const verdict = applicant.status === 'approved' ? 'Verification approved' : 'Verification rejected';
      return { title: verdict, body: `<h1>${verdict}</h1><p>The decision was sent to the site.</p>${back}` };
    }
    const data = applicant.providerData;
    if (!data.document) {
      return {
        title: 'Step 1: identity document',
        body: `<h1>Step 1 of 3: identity document</h1>${steps}${errorLine}
<form method="post" action="${escapeHtml(`${base}/document${query}`)}" enctype="multipart/form-data">
<label for="file">Photo of your passport, ID card or driving licence (JPEG or PNG, up to 5 MB)</label>
<input id="file" name="file" type="file" accept="image/jpeg,image/png" required>
<button type="submit">Upload document</button>
</form>${back}`,
      };
    }
    if (!data.selfie) {
      return {
        title: 'Step 2: selfie',
        body: `<h1>Step 2 of 3: selfie</h1>${steps}${errorLine}
<form method="post" action="${escapeHtml(`${base}/selfie${query}`)}" enctype="multipart/form-data">
<label for="file">A photo of your face (JPEG or PNG, up to 5 MB)</label>
<input id="file" name="file" type="file" accept="image/jpeg,image/png" required>
<button type="submit">Upload selfie</button>
</form>${back}`,
      };
    }
    return {
      title: 'Step 3: review',
      body: `<h1>Step 3 of 3: review</h1>${steps}${errorLine}
<p>Document and selfie received. In the sandbox you take the provider's decision.</p>
<form method="post" action="${escapeHtml(`${base}/decision${query}`)}" enctype="multipart/form-data">
<div class="row">
<button class="approve" type="submit" name="answer" value="GREEN">Approve</button>
<button class="reject" type="submit" name="answer" value="RED">Reject</button>
</div>
</form>${back}`,
    };
  }

  /** What the sandbox provider does on its side: it signs and sends a webhook to the site's receiver. */
  async function sendWebhook(body: string): Promise<void> {
    await service.handleWebhook('sandbox', Buffer.from(body), signSandboxWebhook(deps.webhookSecret, body));
  }

  type PageRequest = FastifyRequest<{ Params: { applicantId: string }; Querystring: { return?: string } }>;
  const routeOptions = { schema: { hide: true } };

  app.get('/sandbox/kyc/:applicantId', routeOptions, async (request: PageRequest, reply) => {
    const applicant = await applicantOf(request);
    if (!applicant) return notFoundPage(reply);
    const { title, body } = stepPage(applicant, safeReturnPath(request.query.return));
    return render(reply, 200, title, body);
  });

  for (const step of ['document', 'selfie'] as const) {
    app.post(`/sandbox/kyc/:applicantId/${step}`, routeOptions, async (request: PageRequest, reply) => {
      const applicant = await applicantOf(request);
      if (!applicant) return notFoundPage(reply);
      const returnPath = safeReturnPath(request.query.return);
      const fail = (message: string) => {
        const { title, body } = stepPage(applicant, returnPath, message);
        return render(reply, 400, title, body);
      };
      let bytes: Uint8Array | undefined;
      try {
        bytes = (await readMultipartForm(request, 'The file must be at most 5 MB')).file?.bytes;
      } catch {
        return fail('The file must be at most 5 MB.');
      }
      if (!bytes || bytes.length === 0) return fail('Choose a file first.');
      const mime = detectMimeType(bytes);
      if (bytes.length > maxStepBytes || (mime !== 'image/jpeg' && mime !== 'image/png')) {
        return fail('The file must be a JPEG or PNG image of at most 5 MB.');
      }
      if (applicant.status !== 'init' || (step === 'selfie' && !applicant.providerData.document)) {
        return reply.redirect(`${sandboxPagePath(applicant.externalId)}?return=${encodeURIComponent(returnPath)}`, 303);
      }
      const key = stepKey(applicant.externalId, step);
      await storage.put(key, bytes);
      await updateApplicant(db, applicant.id, { providerData: { ...applicant.providerData, [step]: key } });
      // With both images in, the provider tells the site the case is under review.
      if (step === 'selfie') await sendWebhook(sandboxWebhookBody(applicant.externalId, { type: 'pending' }));
      return reply.redirect(`${sandboxPagePath(applicant.externalId)}?return=${encodeURIComponent(returnPath)}`, 303);
    });
  }

  app.post('/sandbox/kyc/:applicantId/decision', routeOptions, async (request: PageRequest, reply) => {
    const applicant = await applicantOf(request);
    if (!applicant) return notFoundPage(reply);
    const returnPath = safeReturnPath(request.query.return);
    const answer = (await readMultipartForm(request, 'Too large')).fields.answer;
    if (applicant.status === 'pending' && (answer === 'GREEN' || answer === 'RED')) {
      await sendWebhook(sandboxWebhookBody(applicant.externalId, { type: 'reviewed', answer }));
    }
    return reply.redirect(`${sandboxPagePath(applicant.externalId)}?return=${encodeURIComponent(returnPath)}`, 303);
  });
}
