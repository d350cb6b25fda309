import { encontrarPropriedade } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { ItensIniciais, Model } from './types.ts';
import { verificarCaminho } from './verificar-campo.ts';
import { esquemaDosItensDaLista } from './verificar-tabela.ts';

// An action form's list filled from a list of the record (valoresIniciais {de, itens, se}): the
// record's list exists, the form's field is a list of objects, and every item field named (in
// itens and in se) is one of its items'.

export function verificarItensIniciais(origem: ItensIniciais, campo: string, ponteiro: string, doRegistro: Model, daAcao: Model): Problema[] {
  const problemas = verificarCaminho(doRegistro, origem.de, noCaminho(ponteiro, 'de'));
  const lista = encontrarPropriedade(daAcao, campo)?.propriedade;
  const itens = lista === undefined ? null : esquemaDosItensDaLista(daAcao, lista);
  if (itens === null) return [...problemas, { caminho: ponteiro, mensagem: `'${campo}' não é uma lista de objetos: não recebe itens.` }];
  const doItem = (nome: string) => itens.properties !== undefined && Object.hasOwn(itens.properties, nome);
  const desconhecido = (nome: string) => `'${nome}' não é um campo dos itens de '${campo}'.`;
  for (const nome of Object.keys(origem.itens)) if (!doItem(nome)) problemas.push({ caminho: noCaminho(ponteiro, 'itens', nome), mensagem: desconhecido(nome) });
  if (origem.se !== undefined && !Object.hasOwn(origem.itens, origem.se.field)) {
    problemas.push({ caminho: noCaminho(ponteiro, 'se', 'field'), mensagem: `'${origem.se.field}' não é um dos campos de itens: a condição lê o item já preenchido.` });
  }
  return problemas;
}
