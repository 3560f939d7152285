/**
 * "Acme Clients — EU!" → "acme-clients-eu" (or "acme_clients_eu"): the words of a name in a–z and
 * 0–9, accents dropped, joined by the separator, at most `max` characters and never ending on it.
 * Portal slugs, collection slugs and field keys are all made from names this way.
 */
export function slugWords(text: string, separator: '-' | '_', max: number): string {
  const edges = separator === '-' ? /^-+|-+$/g : /^_+|_+$/g;
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, () => separator)
    .replace(edges, '')
    .slice(0, max)
    .replace(edges, '');
}

/**
 * `base`, or the first of base-2, base-3… not in `taken`, at most `max` characters: the stem is cut
 * to leave room for the number and never ends on a hyphen ("acme--2" is not a slug).
 */
export function freeSlug(base: string, taken: Set<string>, max: number): string {
  if (!taken.has(base) && base.length <= max) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const slug = `${base.slice(0, max - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(slug)) return slug;
  }
}
