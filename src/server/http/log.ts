import type { FastifyServerOptions } from 'fastify';

const PARAMETROS_SECRETOS = /([?&](?:authtoken|token)=)[^&#]*/gi;
// CPF (formatted or 11 digits) and CNPJ (formatted, numeric or alphanumeric) shapes; in a query
// string the CNPJ's slash arrives percent-encoded (%2F).
const DOCUMENTOS = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b|\b[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}(?:\/|%2[Ff])?[0-9A-Z]{4}-?\d{2}\b/g;

/** Removes tokens and CPF/CNPJ from a text bound for the process log. */
export function redigir(texto: string): string {
  return texto.replace(PARAMETROS_SECRETOS, '$1***').replace(DOCUMENTOS, '***');
}

interface RequisicaoLogada {
  method: string;
  url: string;
}

/** The process log never holds a token, a password or a CPF (DESIGN.md). */
export function opcoesDeLog(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: RequisicaoLogada) => ({ method: req.method, url: redigir(req.url) }),
      err: (err: Error) => ({ type: err.name, message: redigir(err.message), stack: redigir(err.stack ?? '') }),
    },
  };
}
