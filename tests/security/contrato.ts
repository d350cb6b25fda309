import type { LightMyRequestResponse } from 'fastify';

// The reply contract the hostile suite holds every answer to (not a test file itself): an error
// is a 4xx with a pt-BR message (DESIGN.md), and nothing is ever served as a page but the client's.

const INGLES = /\b(the|must|should|body|request|invalid|error|not found|required|property|unexpected|cannot|failed|missing|expected|allowed)\b/i;
const PORTUGUES = /[À-ú]|\b(de|do|da|não|o|a|os|um|uma|para|com|em|no|na)\b/i;

/** Why the answer breaks the contract (a 4xx with a pt-BR message), or null. */
export function problemaDaResposta(chave: string, r: LightMyRequestResponse): string | null {
  if (r.statusCode < 400 || r.statusCode >= 500) return `status ${r.statusCode}`;
  // The administrator's session is valid and holds every tag: a 401 means a payload ended it
  // (but for a login, which answers wrong credentials so).
  if (r.statusCode === 401 && chave !== 'POST /api/login') return 'status 401 numa sessão válida';
  let message: unknown;
  try {
    message = r.json<{ message?: unknown }>().message;
  } catch {
    return 'resposta que não é JSON';
  }
  if (typeof message !== 'string' || message.trim() === '') return 'sem message';
  if (INGLES.test(message) || !PORTUGUES.test(message)) return `message fora do pt-BR: ${message}`;
  return null;
}

const IMAGEM_VERIFICADA = /^image\/(png|jpeg|gif|webp)$/;

/** What breaks the serving rules in a reply: nosniff and the CSP always; a file as attachment unless a verified image; HTML only for the client's own page. */
export function problemasDoServido(nome: string, r: LightMyRequestResponse, paginaDoCliente = false): string[] {
  const problemas: string[] = [];
  const tipo = String(r.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  if (r.headers['x-content-type-options'] !== 'nosniff') problemas.push(`${nome}: sem X-Content-Type-Options: nosniff`);
  const csp = String(r.headers['content-security-policy'] ?? '');
  if (!csp.includes("default-src 'self'") || !/script-src 'self'(;|$)/.test(csp)) problemas.push(`${nome}: sem a CSP do helmet (${csp})`);
  if (tipo === 'application/json' || r.statusCode >= 300) return problemas;
  if (/html|svg|xml|javascript/i.test(tipo) && !(paginaDoCliente && tipo === 'text/html')) problemas.push(`${nome}: servido como ${tipo}`);
  const disposicao = String(r.headers['content-disposition'] ?? '');
  if (!paginaDoCliente && !IMAGEM_VERIFICADA.test(tipo) && !disposicao.startsWith('attachment')) problemas.push(`${nome}: ${tipo} sem Content-Disposition: attachment (${disposicao})`);
  return problemas;
}
