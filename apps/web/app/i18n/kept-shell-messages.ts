/**
 * The shell's messages the browser had last. A client navigation whose data request fails (a gateway's 503)
 * takes the root's data with it, since one request serves every route; the error page (spec 01 §2) would then
 * show message keys. It shows the words the page had instead. On the server there is no earlier page: the
 * root's data or nothing.
 */
let kept: Record<string, string> | undefined;

export function keptShellMessages(fromData: Record<string, string> | undefined): Record<string, string> | undefined {
  if (typeof window === 'undefined') return fromData;
  if (fromData) kept = fromData;
  return kept;
}
