import { encontrarPropriedade, tipoPrincipal } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { Model, ResumoDescrito } from './types.ts';
import { verificarCaminho } from './verificar-campo.ts';

// The figures of a list's summary (lista.resumos): each named once, a sum over a number, and
// a condition over fields the model has. Whether the server can compute them in SQL (plain
// columns) is the catalogue's check.

export function verificarResumos(resumos: readonly ResumoDescrito[], modelo: Model): Problema[] {
  const vistos = new Map<string, string>();
  return resumos.flatMap((resumo, i) => {
    const ponteiro = noCaminho('/lista/resumos', i);
    const problemas: Problema[] = [];
    const anterior = vistos.get(resumo.nome);
    if (anterior === undefined) vistos.set(resumo.nome, ponteiro);
    else problemas.push({ caminho: noCaminho(ponteiro, 'nome'), mensagem: `Resumo '${resumo.nome}' repetido; já está em ${anterior}.` });
    if (resumo.soma !== undefined) problemas.push(...verificarSoma(modelo, resumo.soma, noCaminho(ponteiro, 'soma')));
    if (resumo.se !== undefined) problemas.push(...verificarCaminho(modelo, resumo.se.field, noCaminho(ponteiro, 'se', 'field')));
    return problemas;
  });
}

function verificarSoma(modelo: Model, campo: string, ponteiro: string): Problema[] {
  const encontrada = encontrarPropriedade(modelo, campo);
  if (encontrada === undefined) return verificarCaminho(modelo, campo, ponteiro);
  const tipo = tipoPrincipal(encontrada.propriedade);
  return tipo === 'number' || tipo === 'integer' ? [] : [{ caminho: ponteiro, mensagem: `'${campo}' não é um campo number ou integer: não se soma.` }];
}
