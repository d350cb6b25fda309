import { sql } from 'kysely';
import type { RelatorioDeSuprimentos } from '../../../../shared/api/relatoriosDeSuprimentos.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import type { Db } from '../../../db/database.ts';
import type { ColunaDoRelatorio, TabelaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { celulaDaData, dinheiro } from '../../financeiro/relatorios/celulas.ts';

// The supplies' four reports as tables (pdfDaTabela and xlsxDaTabela render them): the stock
// position with its value, the movements of a period, the consumption by sector (the issues of
// requisitions at their cost) and the items below their minimum. Totals are one SQL sum each,
// exact to the cent.

export interface Periodo {
  inicio: DataISO;
  fim: DataISO;
}

const qtd = (titulo: string): ColunaDoRelatorio => ({ titulo, tipo: 'decimal', casas: 3, largura: 2.4 });

export const TITULOS: Readonly<Record<RelatorioDeSuprimentos, string>> = {
  posicao: 'Posição do estoque',
  movimentos: 'Movimentos de estoque',
  consumo: 'Consumo por setor',
  abaixominimo: 'Itens abaixo do estoque mínimo',
};

const ROTULOS_DOS_TIPOS = `CASE m.tipo WHEN 'COMPRA' THEN 'Compra' WHEN 'DOACAO' THEN 'Doação' WHEN 'AJUSTE_ENTRADA' THEN 'Ajuste (entrada)'
  WHEN 'REQUISICAO' THEN 'Requisição' WHEN 'AJUSTE_SAIDA' THEN 'Ajuste (saída)' ELSE 'Transferência' END`;

async function posicao(db: Db): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ item: string; local: string; q: string; media: string; valor: string }>`
    SELECT i.codigo || ' – ' || i.descricao AS item, l.descricao AS local, e.quantidade::text AS q, e.custo_medio::text AS media, e.valor::text AS valor
    FROM vw_suprimento_estoque AS e JOIN suprimento_item AS i ON i.id = e.item_id JOIN suprimento_local AS l ON l.id = e.local_id
    WHERE e.quantidade <> 0 ORDER BY i.codigo, l.descricao`.execute(db);
  const total = await sql<{ v: string }>`SELECT coalesce(sum(valor), 0)::text AS v FROM vw_suprimento_estoque WHERE quantidade <> 0`.execute(db);
  return {
    titulo: TITULOS.posicao,
    subtitulos: [],
    colunas: [{ titulo: 'Item', tipo: 'texto', largura: 6 }, { titulo: 'Local', tipo: 'texto', largura: 4 }, qtd('Quantidade'), { titulo: 'Custo médio', tipo: 'decimal', casas: 4, largura: 2.4 }, { titulo: 'Valor', tipo: 'dinheiro', largura: 3 }],
    linhas: rows.map((r) => [r.item, r.local, r.q, r.media, r.valor]),
    totais: [dinheiro('Valor em estoque', total.rows[0]?.v ?? '0')],
    vazio: 'Nenhum item em estoque.',
  };
}

async function movimentos(db: Db, p: Periodo): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ data: DataISO; tipo: string; item: string; local: string; destino: string | null; q: string; valor: string }>`
    SELECT to_char(m.data, 'YYYY-MM-DD') AS data, ${sql.raw(ROTULOS_DOS_TIPOS)} AS tipo, i.codigo || ' – ' || i.descricao AS item, l.descricao AS local,
      d.descricao AS destino, m.quantidade::text AS q, m.valor::text AS valor
    FROM suprimento_movimento AS m JOIN suprimento_item AS i ON i.id = m.item_id JOIN suprimento_local AS l ON l.id = m.local_id
      LEFT JOIN suprimento_local AS d ON d.id = m.local_destino_id
    WHERE m.data BETWEEN ${p.inicio}::date AND ${p.fim}::date ORDER BY m.data, m.id`.execute(db);
  return {
    titulo: TITULOS.movimentos,
    subtitulos: [`Período: ${formatDate(p.inicio)} a ${formatDate(p.fim)}`],
    colunas: [
      { titulo: 'Data', tipo: 'data', largura: 2.4 },
      { titulo: 'Tipo', tipo: 'texto', largura: 2.8 },
      { titulo: 'Item', tipo: 'texto', largura: 5 },
      { titulo: 'Local', tipo: 'texto', largura: 3.4 },
      { titulo: 'Destino', tipo: 'texto', largura: 3.4 },
      qtd('Quantidade'),
      { titulo: 'Valor', tipo: 'dinheiro', largura: 3 },
    ],
    linhas: rows.map((r) => [celulaDaData(r.data), r.tipo, r.item, r.local, r.destino, r.q, r.valor]),
    totais: [],
    vazio: 'Nenhum movimento no período.',
  };
}

async function consumo(db: Db, p: Periodo): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ setor: string; item: string; q: string; valor: string }>`
    SELECT s.nome AS setor, i.codigo || ' – ' || i.descricao AS item, sum(m.quantidade)::text AS q, sum(m.valor)::text AS valor
    FROM suprimento_movimento AS m JOIN setor AS s ON s.id = m.setor_id JOIN suprimento_item AS i ON i.id = m.item_id
    WHERE m.tipo = 'REQUISICAO' AND m.data BETWEEN ${p.inicio}::date AND ${p.fim}::date
    GROUP BY s.nome, i.codigo, i.descricao ORDER BY s.nome, i.codigo`.execute(db);
  const total = await sql<{ v: string }>`
    SELECT coalesce(sum(valor), 0)::text AS v FROM suprimento_movimento WHERE tipo = 'REQUISICAO' AND data BETWEEN ${p.inicio}::date AND ${p.fim}::date`.execute(db);
  return {
    titulo: TITULOS.consumo,
    subtitulos: [`Período: ${formatDate(p.inicio)} a ${formatDate(p.fim)}`],
    colunas: [{ titulo: 'Setor', tipo: 'texto', largura: 4 }, { titulo: 'Item', tipo: 'texto', largura: 6 }, qtd('Quantidade'), { titulo: 'Custo', tipo: 'dinheiro', largura: 3 }],
    linhas: rows.map((r) => [r.setor, r.item, r.q, r.valor]),
    totais: [dinheiro('Consumo no período', total.rows[0]?.v ?? '0')],
    vazio: 'Nenhum consumo no período.',
  };
}

async function abaixoDoMinimo(db: Db): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ item: string; minimo: string; q: string; falta: string }>`
    SELECT codigo || ' – ' || descricao AS item, estoque_minimo::text AS minimo, quantidade::text AS q, (estoque_minimo - quantidade)::text AS falta
    FROM suprimento_item WHERE ativo AND quantidade < estoque_minimo ORDER BY codigo`.execute(db);
  return {
    titulo: TITULOS.abaixominimo,
    subtitulos: [],
    colunas: [{ titulo: 'Item', tipo: 'texto', largura: 7 }, qtd('Estoque mínimo'), qtd('Em estoque'), qtd('Falta')],
    linhas: rows.map((r) => [r.item, r.minimo, r.q, r.falta]),
    totais: [],
    vazio: 'Nenhum item abaixo do mínimo.',
  };
}

export function tabelaDoRelatorio(db: Db, id: RelatorioDeSuprimentos, periodo: Periodo | null): Promise<TabelaDoRelatorio> {
  if (id === 'posicao') return posicao(db);
  if (id === 'abaixominimo') return abaixoDoMinimo(db);
  if (periodo === null) throw new Error(`O relatório ${id} pede um período.`);
  return id === 'movimentos' ? movimentos(db, periodo) : consumo(db, periodo);
}
