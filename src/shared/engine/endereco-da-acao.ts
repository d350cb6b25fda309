import { valueAtPath } from '../validation/index.ts';
import type { AcaoResolvida } from './tela-resolvida.ts';

// Where an action that opens a page (abrir) goes: its route's path, each of its parameters taken
// from the record the action is on — a parameter the path names (:id) fills the path, the others
// go to the query. A reference (an object with its id) gives its id; an empty value gives nothing.

type Abrir = NonNullable<AcaoResolvida['abrir']>;

function textoDoValor(valor: unknown): string | null {
  if (typeof valor === 'string') return valor === '' ? null : valor;
  if (typeof valor === 'number' || typeof valor === 'boolean') return String(valor);
  if (typeof valor === 'object' && valor !== null && 'id' in valor) return textoDoValor(valor.id);
  return null;
}

/** The address to open: `padrao` (the route's path, as /x/:id) with the record's values; null when the path needs a value the record lacks. */
export function enderecoDaAcao(padrao: string, abrir: Abrir, registro: unknown): string | null {
  const valores = new Map(Object.entries(abrir.parametros).flatMap(([nome, caminho]) => {
    const texto = textoDoValor(valueAtPath(registro, caminho));
    return texto === null ? [] : [[nome, texto] as const];
  }));
  const doCaminho = new Set([...padrao.matchAll(/:(\w+)/g)].map(([, nome]) => nome ?? ''));
  if ([...doCaminho].some((nome) => !valores.has(nome))) return null;
  const caminho = padrao.replace(/:(\w+)/g, (_, nome: string) => encodeURIComponent(valores.get(nome) ?? ''));
  const query = new URLSearchParams([...valores].filter(([nome]) => !doCaminho.has(nome))).toString();
  return query === '' ? caminho : `${caminho}?${query}`;
}
