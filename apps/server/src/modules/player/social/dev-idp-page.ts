/** The development identity provider's pages: server-rendered, no scripts, inline styles only. */

export interface DemoIdentity {
  id: string;
  email: string;
  name: string;
}

/** Three people to log in as with one click; their e-mails count as verified. */
export const demoIdentities: readonly DemoIdentity[] = [
  { id: 'alice', email: 'alice.demo@croupier.example', name: 'Alice Demo' },
  { id: 'bruno', email: 'bruno.demo@croupier.example', name: 'Bruno Demo' },
  { id: 'chiara', email: 'chiara.demo@croupier.example', name: 'Chiara Demo' },
];

/**
 * Own policy for these pages: nothing may load but the inline style, and the form may post only here.
 * Stricter than the site's, which is fine: these pages have no scripts, images or fonts.
 */
export const devIdpPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const style = `
body{font:16px/1.5 system-ui,sans-serif;background:#0f1320;color:#e8eaf2;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#1a2033;border-radius:16px;padding:32px;width:min(420px,92vw);box-shadow:0 8px 32px #0008}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#a9b0c6;margin:0 0 20px}
fieldset{border:0;padding:0;margin:0 0 20px;display:grid;gap:8px}legend{font-weight:600;margin-bottom:8px}
button{font:inherit;border-radius:10px;border:0;padding:10px 14px;cursor:pointer}
.who{background:#262e47;color:inherit;text-align:left}.who:hover,.who:focus{background:#313b5c}
.primary{background:#f5b93a;color:#1a1400;font-weight:600;width:100%}.ghost{background:transparent;color:#a9b0c6;width:100%;margin-top:8px}
label{display:grid;gap:4px;margin-bottom:12px}input[type=email],input[type=text]{font:inherit;padding:8px 10px;border-radius:8px;border:1px solid #3a4466;background:#10152a;color:inherit}
.check{display:flex;gap:8px;align-items:center}.error{background:#5a1d2a;border-radius:8px;padding:8px 12px;margin-bottom:16px}
small{color:#a9b0c6}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(options: {
  action: string;
  clientName: string;
  error?: string | undefined;
  email?: string | undefined;
  name?: string | undefined;
}): string {
  const people = demoIdentities
    .map(
      (who) =>
        `<button class="who" type="submit" name="identity" value="${who.id}">${escapeHtml(who.name)}<br><small>${escapeHtml(who.email)}</small></button>`,
    )
    .join('');
  return layout(
    'Croupier ID (development)',
    `<h1>Croupier ID <small>(development)</small></h1>
<p>Sign in to ${escapeHtml(options.clientName)}. This identity provider is for development: no password, anyone can be anyone.</p>
${options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
<fieldset><legend>Demo identities</legend>${people}</fieldset>
</form>
<form method="post" action="${escapeHtml(options.action)}">
<fieldset><legend>Or someone else</legend>
<label>E-mail<input type="email" name="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}"></label>
<label>Name<input type="text" name="name" autocomplete="name" required value="${escapeHtml(options.name ?? '')}"></label>
<label class="check"><input type="checkbox" name="emailVerified" value="true" checked> The provider vouches for this e-mail (email_verified)</label>
<button class="primary" type="submit" name="identity" value="custom">Continue</button>
</fieldset>
</form>
<form method="post" action="${escapeHtml(options.action)}"><button class="ghost" type="submit" name="identity" value="cancel">Cancel and go back</button></form>`,
  );
}

export function errorPage(message: string): string {
  return layout('Croupier ID (development)', `<h1>Something went wrong</h1><p>${escapeHtml(message)}</p>`);
}
