import { sql } from 'kysely';
import { parametrosDosLimites } from '../../../shared/engine/faixa.ts';
import type { CampoDoFiltroResolvido, FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatNumber } from '../../../shared/format/number.ts';
import { isOpcaoPeriodo, ROTULOS_PERIODO } from '../../../shared/periodo/index.ts';
import type { Db } from '../../db/database.ts';
import type { ConsultaDaLista } from '../parametros-da-lista.ts';
import type { Recurso } from '../recurso.ts';

// What a printed list was filtered by, in the words of its Filtros panel, for the line under the
// report's title: "Filtros: Pesquisa: doação; Natureza: Receita; Situação do cadastro: Ativos".

const lista = (valor: unknown): unknown[] => (Array.isArray(valor) ? valor : valor === undefined || valor === null || valor === '' ? [] : [valor]);

/** The referenced records' display text (x-exibicao), by id, in the order chosen. */
async function referencias(db: Db, recurso: Recurso, campo: CampoDoFiltroResolvido, ids: readonly unknown[]): Promise<string[]> {
  const alvo = campo.referencia === null ? undefined : recurso.mapaDe(campo.referencia);
  const numeros = ids.filter((id): id is number => typeof id === 'number');
  if (alvo === undefined || numeros.length === 0) return ids.map(String);
  const exibicao = (alvo.modelo['x-exibicao'] ?? []).flatMap((p) => alvo.colunas.filter((c) => c.propriedade === p && c.tipo !== 'jsonb'));
  const colunas = exibicao.length > 0 ? exibicao.map((c) => sql`${sql.id(c.coluna)}::text`) : [sql`id::text`];
  const { rows } = await sql<{ id: number; texto: string }>`
    SELECT id, concat_ws(' - ', ${sql.join(colunas)}) AS texto FROM ${sql.id(alvo.tabela)} WHERE id IN (${sql.join(numeros)})`.execute(db);
  const textos = new Map(rows.map((r) => [r.id, r.texto]));
  return numeros.map((id) => textos.get(id) ?? String(id));
}

function limite(valor: unknown, campo: CampoDoFiltroResolvido): string | null {
  if (typeof valor === 'number') return campo.tipo === 'money' ? formatMoney(valor) : formatNumber(valor);
  return typeof valor === 'string' && valor !== '' ? formatDate(valor) || valor : null;
}

function faixa(de: string | null, ate: string | null): string | null {
  if (de !== null && ate !== null) return `de ${de} até ${ate}`;
  if (de !== null) return `a partir de ${de}`;
  return ate === null ? null : `até ${ate}`;
}

async function valorDo(db: Db, recurso: Recurso, campo: CampoDoFiltroResolvido, consulta: ConsultaDaLista): Promise<string | null> {
  const { de, ate } = parametrosDosLimites(campo.parametro);
  const bruto = consulta[campo.parametro];
  if (campo.widget === 'periodo') {
    if (!isOpcaoPeriodo(bruto)) return null;
    return bruto === 'CUSTOMIZADO' ? faixa(limite(consulta[de], campo), limite(consulta[ate], campo)) : ROTULOS_PERIODO[bruto];
  }
  if (campo.widget === 'intervalo') return faixa(limite(consulta[de], campo), limite(consulta[ate], campo));
  const valores = lista(bruto);
  if (valores.length === 0) return null;
  if (campo.referencia !== null) return (await referencias(db, recurso, campo, valores)).join(', ');
  const textos = valores.map((v) => campo.opcoes?.find((o) => o.valor === v)?.rotulo ?? (typeof v === 'boolean' ? (v ? 'Sim' : 'Não') : String(v)));
  return textos.join(', ');
}

/** "Filtros: …", or "Filtros: nenhum". */
export async function descreverFiltrosAplicados(db: Db, recurso: Recurso, filtro: FiltroResolvido | null, consulta: ConsultaDaLista): Promise<string> {
  const pesquisa = (consulta.q ?? '').trim();
  const partes = pesquisa === '' ? [] : [`Pesquisa: ${pesquisa}`];
  for (const campo of filtro?.campos ?? []) {
    const valor = await valorDo(db, recurso, campo, consulta);
    if (valor !== null) partes.push(`${campo.titulo}: ${valor}`);
  }
  return `Filtros: ${partes.length > 0 ? partes.join('; ') : 'nenhum'}`;
}
