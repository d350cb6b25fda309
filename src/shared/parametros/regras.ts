import type { FieldError } from '../api/contract.ts';
import { CATALOGO_DE_PARAMETROS, definicaoDoParametro, type DefinicaoDeParametro, type PedidoDeParametros } from '../api/parametros.ts';
import { MENSAGENS_VALIDACAO, mensagemMaxLength, mensagemMaxValue, mensagemMinValue } from '../validation/messages.ts';
import { erroDaUrlDosTiles } from './tiles.ts';

// The rules of each parameter's value, the same code on the client (before saving) and on the
// server (the 422 of PUT /api/parametros). A rule answers the normalised value or its message.

export const MENSAGENS_DOS_PARAMETROS = {
  desconhecido: 'Parâmetro desconhecido.',
  inteiro: 'Informe um número inteiro.',
  booleano: 'Informe sim ou não.',
  texto: 'Informe um texto.',
  caracteres: 'O texto contém caracteres de controle, que não são aceitos.',
  fuso: 'Fuso horário desconhecido.',
  imagem: 'Envie a imagem pelo campo do logotipo.',
  nenhum: 'Informe ao menos um parâmetro.',
} as const;

type Resultado = { valor: unknown } | { erro: string };

let fusos: ReadonlySet<string> | null = null;

/** The IANA zones this runtime knows (UTC included, which some runtimes leave out of the list). */
export function fusosHorarios(): ReadonlySet<string> {
  fusos ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return fusos;
}

// Control characters (NUL among them, which PostgreSQL refuses) never reach a stored text.
// eslint-disable-next-line no-control-regex
const CONTROLE = /[\u0000-\u001f\u007f]/;

function texto(valor: unknown, maximo: number): Resultado {
  if (typeof valor !== 'string') return { erro: MENSAGENS_DOS_PARAMETROS.texto };
  const limpo = valor.trim();
  if (limpo === '') return { erro: MENSAGENS_VALIDACAO.required };
  if (Array.from(limpo).length > maximo) return { erro: mensagemMaxLength(maximo) };
  if (CONTROLE.test(limpo)) return { erro: MENSAGENS_DOS_PARAMETROS.caracteres };
  return { valor: limpo };
}

function regra(def: DefinicaoDeParametro, valor: unknown): Resultado {
  switch (def.tipo) {
    case 'texto':
      return texto(valor, def.maximo);
    case 'url': {
      const lido = texto(valor, def.maximo);
      if ('erro' in lido) return lido;
      const erro = erroDaUrlDosTiles(lido.valor as string);
      return erro === null ? lido : { erro };
    }
    case 'inteiro':
      if (typeof valor !== 'number' || !Number.isInteger(valor)) return { erro: MENSAGENS_DOS_PARAMETROS.inteiro };
      if (valor < def.minimo) return { erro: mensagemMinValue(def.minimo) };
      if (valor > def.maximo) return { erro: mensagemMaxValue(def.maximo) };
      return { valor };
    case 'booleano':
      return typeof valor === 'boolean' ? { valor } : { erro: MENSAGENS_DOS_PARAMETROS.booleano };
    case 'fuso':
      return typeof valor === 'string' && fusosHorarios().has(valor) ? { valor } : { erro: MENSAGENS_DOS_PARAMETROS.fuso };
    case 'imagem':
      return { erro: MENSAGENS_DOS_PARAMETROS.imagem };
  }
}

/** One value's message, or null when it passes (the form checks a field as it is typed). */
export function erroDoParametro(def: DefinicaoDeParametro, valor: unknown): string | null {
  const r = regra(def, valor);
  return 'erro' in r ? r.erro : null;
}

/**
 * A PUT's body checked as a whole: the normalised values when every one passes, otherwise one
 * error per field (unknown keys included), so that nothing is written.
 */
export function conferirParametros(corpo: Readonly<Record<string, unknown>>): { valores: PedidoDeParametros; erros: FieldError[] } {
  const erros: FieldError[] = [];
  const valores: Record<string, unknown> = {};
  const chaves = Object.keys(corpo);
  if (chaves.length === 0) erros.push({ field: 'registro', message: MENSAGENS_DOS_PARAMETROS.nenhum });
  for (const chave of chaves) {
    const def = definicaoDoParametro(chave);
    if (!def) {
      erros.push({ field: chave, message: MENSAGENS_DOS_PARAMETROS.desconhecido });
      continue;
    }
    const r = regra(def, corpo[chave]);
    if ('erro' in r) erros.push({ field: chave, message: r.erro });
    else valores[chave] = r.valor;
  }
  return { valores: erros.length > 0 ? {} : (valores as PedidoDeParametros), erros };
}

/** A stored value that no longer passes (a rule changed since) falls back to the default. */
export function valorGuardadoValido(chave: string, valor: unknown): boolean {
  const def = CATALOGO_DE_PARAMETROS.find((d) => d.chave === chave);
  if (!def) return false;
  if (def.tipo === 'imagem') return valor === null || (typeof valor === 'number' && Number.isInteger(valor) && valor > 0);
  return erroDoParametro(def, valor) === null;
}
