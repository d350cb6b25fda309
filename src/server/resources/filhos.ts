import { sql } from 'kysely';
import type { FieldError } from '../../shared/api/contract.ts';
import type { Db } from '../db/database.ts';
import { errosDeFormulario } from '../http/erros.ts';
import { COLUNA_ORDEM, COLUNA_UNIDADE } from './mapa-do-modelo.ts';
import { valorDaColuna, type ValorDaColuna } from './normalizar.ts';
import { planejarFilhos, type Linha } from './plano-dos-filhos.ts';
import type { FilhosDoRecurso, Recurso } from './recurso.ts';
import { errosDeReferencia } from './referencias.ts';
import { formatarRegistro, type Registro } from './registro.ts';
import { onde, origem, selecao, TABELA } from './sql-do-recurso.ts';

// The rows of a record's child tables (x-filhos), read into its lists and written with it, in
// the record's transaction: the diff of plano-dos-filhos.ts, then DELETE, UPDATE and INSERT.
// A row is its model's record without the key (the parent), in the unit of its parent.

/** The rows of one child table of a record, in their list's order, as the record's list holds them. */
export async function lerFilhos(db: Db, filhos: FilhosDoRecurso, paiId: number): Promise<Registro[]> {
  const { fonte, chave } = filhos;
  const condicao = sql`${sql.id(TABELA, chave.coluna)} = ${paiId}`;
  const { rows } = await sql<Registro>`SELECT ${selecao(fonte)} FROM ${origem(fonte)} ${onde([condicao])}
    ORDER BY ${sql.id(TABELA, COLUNA_ORDEM)}, ${sql.id(TABELA, 'id')}`.execute(db);
  return rows.map((linha) => {
    const { [chave.propriedade]: _pai, ...registro } = formatarRegistro(fonte, linha);
    return registro;
  });
}

const ehLinha = (valor: unknown): valor is Linha => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/**
 * The lists of child rows a payload sends (a list left out is left alone; null empties it). The
 * payload's types were checked, and every value may be null there: a null row is refused here.
 */
export function filhosEnviados(recurso: Recurso, dados: Registro): Map<FilhosDoRecurso, readonly Linha[]> {
  const enviados = new Map<FilhosDoRecurso, readonly Linha[]>();
  const erros: FieldError[] = [];
  for (const f of recurso.filhos.filter((filhos) => Object.hasOwn(dados, filhos.propriedade))) {
    const lista: unknown = dados[f.propriedade];
    const linhas = Array.isArray(lista) ? lista : [];
    linhas.forEach((linha: unknown, i) => {
      if (!ehLinha(linha)) erros.push({ field: `${f.propriedade}.${i}`, message: 'Valor inválido.' });
    });
    enviados.set(f, linhas.filter(ehLinha));
  }
  if (erros.length > 0) throw errosDeFormulario(erros);
  return enviados;
}

/**
 * The child lists to write: those the payload sent, and any list the antesDeSalvar hook returned
 * as a list of its own (installments whose real due dates it worked out): like the record's other
 * values a hook derives, they are the module's, past the shared rules.
 */
export function filhosDoGancho(
  recurso: Recurso,
  enviados: ReadonlyMap<FilhosDoRecurso, readonly Linha[]>,
  registro: Registro,
  final: Registro,
): ReadonlyMap<FilhosDoRecurso, readonly Linha[]> {
  const trocados = recurso.filhos.filter((f) => Object.hasOwn(final, f.propriedade) && final[f.propriedade] !== registro[f.propriedade]);
  if (trocados.length === 0) return enviados;
  return new Map([...enviados, ...filhosEnviados(recurso, Object.fromEntries(trocados.map((f) => [f.propriedade, final[f.propriedade]])))]);
}

/** Each row's columns, or the errors of the rows (a date that is no date, a reference not found), by 'lista.i.campo'. */
async function colunasDasLinhas(trx: Db, recurso: Recurso, filhos: FilhosDoRecurso, linhas: readonly Linha[], unidadeId: number | null): Promise<Map<string, ValorDaColuna>[]> {
  const gravaveis = filhos.fonte.mapa.colunas.filter((c) => !c.somenteLeitura && c !== filhos.chave);
  const erros: FieldError[] = [];
  const colunas = [];
  for (const [i, linha] of linhas.entries()) {
    const prefixo = `${filhos.propriedade}.${i}.`;
    const daLinha = new Map<string, ValorDaColuna>();
    for (const c of gravaveis) {
      const bruto = Object.hasOwn(linha, c.propriedade) ? linha[c.propriedade] : c.padrao;
      const convertido = valorDaColuna(c, bruto);
      if ('erro' in convertido) erros.push({ ...convertido.erro, field: `${prefixo}${convertido.erro.field}` });
      else daLinha.set(c.coluna, convertido.valor);
    }
    erros.push(...(await errosDeReferencia(trx, filhos.fonte.mapa, recurso.mapaDe, linha, unidadeId, prefixo)));
    colunas.push(daLinha);
  }
  if (erros.length > 0) throw errosDeFormulario(erros);
  return colunas;
}

export async function gravarFilhos(trx: Db, recurso: Recurso, paiId: number, unidadeId: number | null, enviados: ReadonlyMap<FilhosDoRecurso, readonly Linha[]>): Promise<void> {
  for (const [filhos, linhas] of enviados) {
    const colunas = await colunasDasLinhas(trx, recurso, filhos, linhas, unidadeId);
    const { mapa } = filhos.fonte;
    const tabela = sql.id(mapa.tabela);
    const doPai = sql`${sql.id(filhos.chave.coluna)} = ${paiId}`;
    const gravados = await sql<{ id: number }>`SELECT id FROM ${tabela} WHERE ${doPai} ORDER BY id FOR UPDATE`.execute(trx);
    const plano = planejarFilhos(gravados.rows.map((r) => r.id), linhas);
    if (plano.excluir.length > 0) await sql`DELETE FROM ${tabela} WHERE ${doPai} AND id IN (${sql.join(plano.excluir)})`.execute(trx);
    for (const { id, ordem } of plano.atualizar) {
      const atribuicoes = [...(colunas[ordem] ?? new Map<string, ValorDaColuna>())].map(([coluna, valor]) => sql`${sql.id(coluna)} = ${valor}`);
      await sql`UPDATE ${tabela} SET ${sql.join([...atribuicoes, sql`${sql.id(COLUNA_ORDEM)} = ${ordem}`, sql`atualizado_em = now()`])} WHERE id = ${id}`.execute(trx);
    }
    for (const { ordem } of plano.inserir) {
      const todas = new Map(colunas[ordem]);
      todas.set(filhos.chave.coluna, paiId).set(COLUNA_ORDEM, ordem);
      if (mapa.porUnidade) todas.set(COLUNA_UNIDADE, unidadeId);
      await sql`INSERT INTO ${tabela} (${sql.join([...todas.keys()].map((c) => sql.id(c)))}) VALUES (${sql.join([...todas.values()])})`.execute(trx);
    }
  }
}
