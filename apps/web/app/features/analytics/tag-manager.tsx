/**
 * Google Tag Manager bootstrap. It renders only for an id of the form GTM- followed by capitals and digits
 * (spec 01 §9); anything else renders nothing, so no third-party script loads. It also waits for the visitor's
 * consent (the cookie notice): without it no tag runs; once given, `startTagManager` loads it in the page. The inline bootstrap carries
 * the response's CSP nonce and passes it on to the gtm.js script it inserts, so tags that read the nonce
 * from that script keep working under the site's script policy.
 */

/** A valid tag-manager id: GTM- followed by capitals and digits. */
export const gtmIdPattern = /^GTM-[A-Z0-9]+$/;

export const gtmScriptOrigin = 'https://www.googletagmanager.com';

export function isValidGtmId(id: string | null | undefined): id is string {
  return typeof id === 'string' && gtmIdPattern.test(id);
}

/** The inline bootstrap: starts the data layer, then loads gtm.js asynchronously with the same nonce. */
export function gtmBootstrapScript(gtmId: string): string {
  if (!isValidGtmId(gtmId)) throw new RangeError('Invalid tag-manager id');
  return [
    '(function(w,d,i){',
    'w.dataLayer=w.dataLayer||[];',
    "w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});",
    "var c=d.currentScript,n=c&&(c.nonce||c.getAttribute('nonce')),j=d.createElement('script');",
    'j.async=true;',
    `j.src=${JSON.stringify(`${gtmScriptOrigin}/gtm.js?id=`)}+encodeURIComponent(i);`,
    "if(n)j.setAttribute('nonce',n);",
    'd.head.appendChild(j);',
    `})(window,document,${JSON.stringify(gtmId)});`,
  ].join('');
}

export interface TagManagerProps {
  gtmId?: string | null | undefined;
  /** The visitor accepted the cookie notice (its cookie came with the request). */
  consented: boolean;
  /** The per-response CSP nonce. */
  nonce?: string | undefined;
}

export function TagManager({ gtmId, nonce, consented }: TagManagerProps) {
  if (!consented || !isValidGtmId(gtmId)) return null;
  return (
    <script
      nonce={nonce}
      // Browsers hide a nonce from the DOM after parsing, so the hydrated attribute cannot match.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed bootstrap; the only input is a validated id
      dangerouslySetInnerHTML={{ __html: gtmBootstrapScript(gtmId) }}
    />
  );
}

/**
 * Loads the tag manager in the page the visitor is on, the moment they accept the cookie notice: what the
 * server's bootstrap does on their next page. Once per page; with the page's own script nonce, as the
 * bootstrap passes it on.
 */
export function startTagManager(gtmId: string | null | undefined): void {
  if (!isValidGtmId(gtmId) || document.querySelector(`script[src^="${gtmScriptOrigin}/gtm.js"]`)) return;
  // The server's own bootstrap, run as an inline script with the page's nonce: one way to start the data layer.
  const script = document.createElement('script');
  const nonce = Array.from(document.scripts).find((s) => s.nonce)?.nonce;
  if (nonce) script.nonce = nonce;
  script.textContent = gtmBootstrapScript(gtmId);
  document.head.appendChild(script);
}
