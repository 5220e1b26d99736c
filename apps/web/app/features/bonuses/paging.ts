/** Spec 01 §9, spec 02 §9: bonus and free-spin lists show 6 per page under 1024 px width, else 12. */
export const narrowPerPage = 6;
export const widePerPage = 12;
export const wideFromPx = 1024;

export function perPageFor(widthPx: number): number {
  return widthPx < wideFromPx ? narrowPerPage : widePerPage;
}

/** The page to show after a list shrank (an item finished): never past the last page, never below 1. */
export function clampPage(page: number, totalPages: number): number {
  return Math.max(1, Math.min(page, Math.max(1, totalPages)));
}
