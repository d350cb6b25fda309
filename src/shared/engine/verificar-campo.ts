import { isMaskType } from '../masks/index.ts';
import { camposDaCondicao } from './condicao.ts';
import { encontrarPropriedade } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { Apresentacao } from './tela-resolvida.ts';
import type { Condicao, Model } from './types.ts';
import { FILTER_KINDS, isFilterKind, isWidgetKind } from './widget-kinds.ts';

// Checks of one field that lists, filters and forms share. Each names the place in the
// descriptor to fix: the member that was written, or the field entry when a default is at fault.

export interface Contexto {
  modelo: Model;
  modelos: Readonly<Record<string, Model>>;
}

export function verificarCaminho(modelo: Model, caminho: string, ponteiro: string): Problema[] {
  return encontrarPropriedade(modelo, caminho) === undefined
    ? [{ caminho: ponteiro, mensagem: `Campo '${caminho}' não existe no modelo '${modelo.$id}'.` }]
    : [];
}

/** Every field a condition reads must exist in the model, or the rule could never hold (or never fail). */
export function verificarCondicao(modelo: Model, condicao: Condicao, ponteiro: string): Problema[] {
  return camposDaCondicao(condicao, ponteiro).flatMap(({ field, ponteiro: onde }) => verificarCaminho(modelo, field, onde));
}

/** What the descriptor wrote, to point a problem at it rather than at the whole field. */
export interface Escrito {
  widget?: string;
  mascara?: string;
  referencia?: string;
}

export function verificarApresentacao(
  apresentacao: Apresentacao<string>,
  escrito: Escrito,
  ponteiro: string,
  contexto: Contexto,
  noFiltro: boolean,
): Problema[] {
  const onde = (membro: keyof Escrito): string => (escrito[membro] === undefined ? ponteiro : noCaminho(ponteiro, membro));
  const { widget, mascara, referencia } = apresentacao;
  const problemas: Problema[] = [];
  if (!isWidgetKind(widget)) {
    problemas.push({ caminho: onde('widget'), mensagem: `Tipo de widget desconhecido: '${widget}'.` });
  } else if (noFiltro && !isFilterKind(widget)) {
    problemas.push({ caminho: onde('widget'), mensagem: `O tipo '${widget}' não é aceito em filtros; use um de: ${FILTER_KINDS.join(', ')}.` });
  }
  if (mascara !== null && !isMaskType(mascara)) {
    problemas.push({ caminho: onde('mascara'), mensagem: `Máscara desconhecida: '${mascara}'.` });
  }
  if (widget === 'masked-input' && mascara === null) {
    problemas.push({ caminho: ponteiro, mensagem: 'masked-input precisa de mascara (ou de um campo com formato cpf, cnpj, cpfOuCnpj, cep ou telefone).' });
  }
  if (widget === 'o-select' && apresentacao.opcoes === null) {
    problemas.push({ caminho: ponteiro, mensagem: 'o-select precisa de opções: um enum no modelo ou opcoes no filtro.' });
  }
  if (widget === 'seletor-de-tags' && !apresentacao.multiplo) {
    problemas.push({ caminho: onde('widget'), mensagem: 'seletor-de-tags precisa de um campo que seja uma lista (as tags escolhidas).' });
  }
  if (widget === 'q-autocomplete' && referencia === null) {
    problemas.push({ caminho: ponteiro, mensagem: 'q-autocomplete precisa de um modelo referenciado: x-ref no modelo ou referencia no filtro.' });
  }
  if (referencia !== null && !Object.hasOwn(contexto.modelos, referencia)) {
    problemas.push({ caminho: onde('referencia'), mensagem: `Modelo referenciado desconhecido: '${referencia}'.` });
  }
  return problemas;
}

/** Where a field's name is: the entry itself when written as a bare path. */
export function ponteiroDoNome(ponteiro: string, descrito: string | object): string {
  return typeof descrito === 'string' ? ponteiro : noCaminho(ponteiro, 'campo');
}
