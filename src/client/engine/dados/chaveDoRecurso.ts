/**
 * Whether an SWR key reads the resource at `recurso`. Every read of a resource is keyed by its
 * URL: the key itself for a GET ('/api/pessoas/7', '/api/pessoas?page=2'), or the first member
 * of an array key for a read that sends a body ('/api/pessoas/filter', its body, its page).
 */
export function leORecurso(chave: unknown, recurso: string): boolean {
  const url: unknown = Array.isArray(chave) ? chave[0] : chave;
  return typeof url === 'string' && (url === recurso || url.startsWith(`${recurso}/`) || url.startsWith(`${recurso}?`));
}
