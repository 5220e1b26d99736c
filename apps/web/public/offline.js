/*
 * Shows the offline page in the visitor's language: the locale prefix of the address that failed to load
 * (the service worker answers that navigation with this page), else the user-language cookie, else the
 * browser's languages. Without script the English text stays visible.
 */
(() => {
  const sections = Array.from(document.querySelectorAll('[data-locale]'));
  const supported = sections.map((section) => section.getAttribute('data-locale'));
  const match = (tag) => {
    if (!tag) return undefined;
    const lower = tag.toLowerCase();
    if (supported.includes(lower)) return lower;
    const language = lower.split('-')[0];
    return supported.find((locale) => locale === language || locale.startsWith(`${language}-`));
  };
  const prefix = location.pathname.split('/')[1] ?? '';
  const exactPrefix = supported.includes(prefix.toLowerCase()) ? prefix.toLowerCase() : undefined;
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'user-language')?.[1];
  const exactCookie = cookie && supported.includes(decodeURIComponent(cookie).toLowerCase());
  const locale =
    exactPrefix ??
    (exactCookie ? decodeURIComponent(cookie).toLowerCase() : undefined) ??
    (navigator.languages ?? [navigator.language]).map(match).find(Boolean) ??
    'en';
  // Retry reloads the address that failed (the plain link, without script, goes to the home page).
  for (const link of document.querySelectorAll('a.retry')) link.href = location.href;
  for (const section of sections) section.hidden = section.getAttribute('data-locale') !== locale;
  const shown = sections.find((section) => !section.hidden);
  if (shown) {
    document.documentElement.lang = shown.lang;
    document.title = `${shown.querySelector('h1')?.textContent ?? ''} · Croupier`;
  }
})();
