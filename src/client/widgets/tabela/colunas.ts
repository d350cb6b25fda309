import { apresentar, exigirWidget } from '../../../shared/engine/apresentacao.ts';
import { resolverRef, tipoPrincipal } from '../../../shared/engine/modelo.ts';
import type { Apresentacao } from '../../../shared/engine/tela-resolvida.ts';
import type { Model, ModelProperty } from '../../../shared/engine/types.ts';
import { widgetPadrao } from '../../../shared/engine/widget-padrao.ts';
import { somaExata } from '../../../shared/format/decimal.ts';
import { formatNumber } from '../../../shared/format/number.ts';
import type { Item } from '../lista-de-itens/index.ts';

// The pure part of the table widget: its columns (the item schema's titled fields), the sums of
// its Total row and the caption that counts its rows.

export interface ColunaDaTabelaDeItens {
  nome: string;
  titulo: string;
  apresentacao: Apresentacao;
  /** Not readOnly in the item schema: an input while the field is editable. */
  editavel: boolean;
  obrigatorio: boolean;
  /** A number or money: aligned right. */
  numerica: boolean;
}

// Stands in for the model when only the item schema is known (no $defs to resolve).
const SEM_MODELO: Model = { $id: 'item', title: 'Item', type: 'object', properties: {} };

/** A column per item field with a title, in the schema's order; untitled ones (a line's id) travel with the item unseen. */
export function colunasDaTabela(esquema: ModelProperty, caminho: string, modelo: Model | null): ColunaDaTabelaDeItens[] {
  const base = modelo ?? SEM_MODELO;
  return Object.entries(esquema.properties ?? {}).flatMap(([nome, bruta]) => {
    const propriedade = resolverRef(base, bruta) ?? bruta;
    if (propriedade.title === undefined) return [];
    const sub = `${caminho}.${nome}`;
    const tipo = tipoPrincipal(propriedade);
    return [
      {
        nome,
        titulo: propriedade.title,
        apresentacao: exigirWidget(apresentar(base, sub, propriedade, {}, widgetPadrao), sub),
        editavel: propriedade.readOnly !== true,
        obrigatorio: esquema.required?.includes(nome) ?? false,
        numerica: tipo === 'number' || tipo === 'integer',
      },
    ];
  });
}

/** Each named field summed over the items, exactly (money to the cent); an item without a number adds nothing. */
export function totaisDaTabela(itens: readonly Item[], nomes: readonly string[]): Record<string, number> {
  return Object.fromEntries(nomes.map((nome) => [nome, somaExata(itens.flatMap((item) => (typeof item[nome] === 'number' ? [item[nome]] : [])))]));
}

/** '60 quotas, R$ 6.000,00': the rows counted with their noun, then each total as its cell reads. */
export function legendaDaTabela(quantidade: number, [singular, plural]: readonly [string, string], totais: readonly string[]): string {
  return [`${formatNumber(quantidade)} ${quantidade === 1 ? singular : plural}`, ...totais].join(', ');
}
