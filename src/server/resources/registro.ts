import { formatModel } from '../../shared/format/dates.ts';
import { valueAtPath } from '../../shared/validation/path.ts';
import type { Fonte } from './fonte.ts';

// A row as the model shapes the record: numbers as numbers, date-times as the model format
// (São Paulo wall time), references as {id, <display fields>}.

export type Registro = Record<string, unknown>;

export function formatarRegistro(fonte: Fonte, linha: Registro): Registro {
  const registro: Registro = { id: linha['id'] };
  for (const c of fonte.mapa.colunas) {
    // Left out of a page of the list (x-soNoRegistro): absent, not null.
    if (c.soNoRegistro && !Object.hasOwn(linha, c.propriedade)) continue;
    registro[c.propriedade] = valorDaColuna(c.tipo, linha[c.propriedade]);
  }
  if (fonte.mapa.estornavel) {
    registro['estornadoEm'] = valorDaColuna('timestamptz', linha['estornadoEm']);
    registro['estornoMotivo'] = linha['estornoMotivo'] ?? null;
  }
  return registro;
}

function valorDaColuna(tipo: string, valor: unknown): unknown {
  if (valor === null || valor === undefined) return null;
  if (tipo === 'numeric' && typeof valor === 'string') return Number(valor);
  if (tipo === 'timestamptz' && valor instanceof Date) return formatModel(valor);
  return valor;
}

/** The record narrowed to the dotted paths of `fields` (e.g. id,nome,cidade.nome); paths it lacks are left out. */
export function restringirCampos(registro: Registro, campos: readonly string[] | null): Registro {
  if (campos === null) return registro;
  const saida: Registro = {};
  for (const caminho of campos) {
    const valor = valueAtPath(registro, caminho);
    if (valor === undefined) continue;
    const partes = caminho.split('.');
    let alvo = saida;
    partes.slice(0, -1).forEach((parte) => {
      const proximo = Object.hasOwn(alvo, parte) ? alvo[parte] : undefined;
      const objeto: Registro = typeof proximo === 'object' && proximo !== null ? (proximo as Registro) : {};
      alvo[parte] = objeto;
      alvo = objeto;
    });
    alvo[partes[partes.length - 1] ?? caminho] = valor;
  }
  return saida;
}
