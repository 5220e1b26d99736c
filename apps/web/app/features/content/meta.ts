import type { MetaDescriptor } from 'react-router';

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

/** Document title "<page> · <brand>" and description for a content-driven route's `meta`. */
export function pageMeta(
  matches: readonly (RootMatch | undefined)[],
  page: { title: string; description?: string } | undefined,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { layout?: { brand?: { name?: string } }; messages?: Record<string, string> }
    | undefined;
  const brand = root?.layout?.brand?.name;
  if (!page) return [];
  const out: MetaDescriptor[] = [{ title: brand ? `${page.title} · ${brand}` : page.title }];
  if (page.description) out.push({ name: 'description', content: page.description });
  return out;
}
