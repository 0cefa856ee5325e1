/**
 * Slugs of titles and names. Apart from the checks (which load graphql for its error type), so
 * that the fixtures' module and with it the start of every sandbox do not load graphql.
 */
export function slugify(text: string): string {
  const slug = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, 80) || 'untitled';
}
