/** Cookie that carries the affiliate tag (query parameter `stag`) to registration. */
export const affiliateTagCookie = 'stag';

/** Default lifetime when the server sends none (spec 01 §9: configured days, default 30). */
export const defaultAffiliateTagDays = 30;

export function storeAffiliateTag(tag: string, days: number): void {
  const maxAge = Math.round((days > 0 ? days : defaultAffiliateTagDays) * 24 * 60 * 60);
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party cookie the registration request sends along; the Cookie Store API is not in every browser we serve.
  document.cookie = `${affiliateTagCookie}=${encodeURIComponent(tag)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
