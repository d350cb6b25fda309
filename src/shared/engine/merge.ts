// mesclarTela: descriptor + model + field configuration → the resolved screen that the
// client renders and the server validates with. One pure function, called by both.
//
// Precedence, highest first; each level decides only what the ones above leave open:
//
// 1. Field configuration (the institution's, per form section, at run time):
//    - a hidden section or field is hidden, not required and has NO rules: it is not validated;
//    - a field configured required gets the 'required' rule. The configuration can add a
//      requirement but not lift one the model states (the model's required list is what
//      storage relies on), so `required: false` never removes the model's 'required'.
// 2. Descriptor (the screen): titulo, widget, mascara, largura, visivelSe, multiplo, opcoes
//    and referencia of filter fields, column options, the import's columns and keys, and the
//    order of sections, fields and columns. visivelSe is kept as data and checked against the record (visibilidade.ts).
// 3. Model (the entity): the field's title; its widget from x-ref, enum, x-tipo, format,
//    type and maxLength (widget-padrao.ts); its rules from required, format, minLength,
//    maxLength, minimum and maximum (regras-do-campo.ts); its mask from the format; its
//    options from enum and x-opcoes; its reference from x-ref; readOnly fields get no rules.
//    Actions (resolver-acoes.ts): the declared ones, plus desativar when tags.desativar is set;
//    each with the engine's conditions (no action on a reversed record).
// 4. Defaults (padroes.ts): the field's own name as title, q-input, a full row, sortable
//    columns, ascending order, and the institution's page size (configuracoes/parametro,
//    10 unless changed).

import { resolverAcoes } from './resolver-acoes.ts';
import { resolverFiltro } from './resolver-filtro.ts';
import { resolverFormulario } from './resolver-formulario.ts';
import { resolverImportacao } from './resolver-importacao.ts';
import { resolverLista } from './resolver-lista.ts';
import type { TelaResolvida } from './tela-resolvida.ts';
import type { Descriptor, FieldConfig, Model } from './types.ts';

/**
 * Expects a descriptor that passed validarDescritor against this model; a field or widget
 * kind it cannot resolve throws, naming it. An empty configuration ({}) hides nothing.
 */
export function mesclarTela(descritor: Descriptor, modelo: Model, configuracaoCampos: FieldConfig): TelaResolvida {
  if (descritor.modelo !== modelo.$id) {
    throw new Error(`O descritor da tela '${descritor.rota.name}' usa o modelo '${descritor.modelo}', não '${modelo.$id}'.`);
  }
  return {
    rota: descritor.rota,
    titulo: descritor.titulo,
    recurso: descritor.recurso,
    modelo: modelo.$id,
    tags: descritor.tags,
    porUnidade: modelo['x-unidade'] === true,
    estornavel: modelo['x-estornavel'] === true,
    lista: descritor.lista === undefined ? null : resolverLista(descritor.lista, modelo),
    filtro: descritor.filtro === undefined ? null : resolverFiltro(descritor.filtro, modelo),
    formulario:
      descritor.formulario === undefined
        ? null
        : resolverFormulario(descritor, descritor.formulario, modelo, configuracaoCampos),
    importacao: descritor.importacao === undefined ? null : resolverImportacao(descritor, descritor.importacao, modelo),
    acoes: resolverAcoes(descritor, modelo),
  };
}
