import type { ModelProperty } from '../../../shared/engine/types.ts';
import { centavosDosReais, reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { reter, type ImpostoDaRetencao } from '../../../shared/financeiro/retencoes.ts';
import type { Item } from '../lista-de-itens/index.ts';

// The retenções' rows as the form shows them before the save: each row's rate and amount from
// its tax (the rules the server applies again, src/shared/financeiro/retencoes.ts), the base
// left empty standing for the título's value. The server's figures are the stored ones.

/** The fields the server works out: shown, never typed. */
export const CAMPOS_DO_SERVIDOR = ['aliquota', 'valor', 'competencia', 'vencimento', 'situacao'] as const;

export function esquemaSemCalculados(esquema: ModelProperty): ModelProperty {
  const propriedades = Object.fromEntries(
    Object.entries(esquema.properties ?? {}).map(([nome, p]) => [nome, (CAMPOS_DO_SERVIDOR as readonly string[]).includes(nome) ? { ...p, readOnly: true } : p]),
  );
  return { ...esquema, properties: propriedades };
}

export const idDoImposto = (valor: unknown): number | null => {
  const id = typeof valor === 'object' && valor !== null && 'id' in valor ? valor.id : valor;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/** What each component of a row's tax withholds (PIS 6,50 + COFINS 30,00 + CSLL 10,00); empty for a tax without components or not withheld. */
export function partesRetidas(item: Item, valorDoTitulo: unknown, impostos: ReadonlyMap<number, ImpostoDaRetencao>): { sigla: string; valor: number }[] {
  const imposto = impostos.get(idDoImposto(item['imposto']) ?? 0);
  const base = typeof item['base'] === 'number' ? item['base'] : valorDoTitulo;
  const baseCentavos = typeof base === 'number' ? centavosDosReais(base) : null;
  if (imposto === undefined || baseCentavos === null || baseCentavos < 0) return [];
  const retencao = reter(baseCentavos, imposto);
  return retencao.retido ? retencao.componentes.map((c) => ({ sigla: c.sigla, valor: reaisDosCentavos(c.valorCentavos) })) : [];
}

/** The items with their rate and amount; the same array when nothing changed. */
export function itensCalculados(itens: readonly Item[], valorDoTitulo: unknown, impostos: ReadonlyMap<number, ImpostoDaRetencao>): readonly Item[] {
  let mudou = false;
  const calculados = itens.map((item) => {
    const imposto = impostos.get(idDoImposto(item['imposto']) ?? 0);
    const base = typeof item['base'] === 'number' ? item['base'] : valorDoTitulo;
    const baseCentavos = typeof base === 'number' ? centavosDosReais(base) : null;
    const aliquota = imposto?.aliquota ?? null;
    const valor = imposto === undefined || baseCentavos === null || baseCentavos < 0 ? null : reaisDosCentavos(reter(baseCentavos, imposto).valorCentavos);
    if (item['aliquota'] === aliquota && item['valor'] === valor) return item;
    mudou = true;
    return { ...item, aliquota, valor };
  });
  return mudou ? calculados : itens;
}
