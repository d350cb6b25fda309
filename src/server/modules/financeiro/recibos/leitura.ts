import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import type { Emitente, ReciboEmitido } from '../../../../shared/financeiro/recibo.ts';
import type { Db } from '../../../db/database.ts';

// The receipts as issued (the copy in the recibo table) and who issues them: the institution's
// name, the unit's CNPJ and address (columns the engine adds to unidade, read as JSON so a unit
// without them still reads) and the signer of the finance parameters.

export interface ReciboLido extends ReciboEmitido {
  id: number;
  loteId: number;
  unidadeId: number;
  situacao: 'EMITIDO' | 'CANCELADO';
}

interface Linha {
  id: number;
  numero: string;
  lote_id: number;
  unidade_id: number;
  situacao: 'EMITIDO' | 'CANCELADO';
  pagador_nome: string;
  pagador_documento: string | null;
  valor: string;
  descricao: string;
  data_pagamento: string;
  forma: string | null;
  data: string;
  vias: number;
}

const COLUNAS = sql`id, numero::text AS numero, lote_id, unidade_id, situacao, pagador_nome, pagador_documento, valor::text AS valor, descricao,
  to_char(data_pagamento, 'YYYY-MM-DD') AS data_pagamento, forma, to_char(data, 'YYYY-MM-DD') AS data, vias`;

const doBanco = (l: Linha): ReciboLido => ({
  id: l.id,
  numero: Number(l.numero),
  loteId: l.lote_id,
  unidadeId: l.unidade_id,
  situacao: l.situacao,
  pagadorNome: l.pagador_nome,
  pagadorDocumento: l.pagador_documento,
  valorCentavos: centavosDoDecimal(l.valor) ?? 0,
  descricao: l.descricao,
  dataPagamento: l.data_pagamento,
  forma: l.forma,
  data: l.data,
  via: l.vias,
});

/** The batch's receipts in number order, each as its original. */
export async function recibosDoLote(db: Db, loteId: number): Promise<ReciboLido[]> {
  const { rows } = await sql<Linha>`SELECT ${COLUNAS} FROM recibo WHERE lote_id = ${loteId} ORDER BY numero`.execute(db);
  return rows.map((l) => ({ ...doBanco(l), via: 1 }));
}

/** One receipt of the unit, with its latest via; null when the unit has no such receipt. */
export async function reciboDaUnidade(db: Db, id: number, unidadeId: number): Promise<ReciboLido | null> {
  const { rows } = await sql<Linha>`SELECT ${COLUNAS} FROM recibo WHERE id = ${id} AND unidade_id = ${unidadeId}`.execute(db);
  const linha = rows[0];
  return linha === undefined ? null : doBanco(linha);
}

const textoDe = (valor: unknown): string | null => (typeof valor === 'string' && valor.trim() !== '' ? valor.trim() : null);

function endereco(u: Record<string, unknown>): string | null {
  const rua = [textoDe(u['logradouro']), textoDe(u['numero']), textoDe(u['complemento'])].filter(Boolean).join(', ');
  const cidade = [textoDe(u['cidade']), textoDe(u['uf'])].filter(Boolean).join('/');
  const partes = [rua, textoDe(u['bairro']), cidade, textoDe(u['cep']) === null ? '' : `CEP ${textoDe(u['cep'])}`].filter(Boolean);
  return partes.length === 0 ? null : partes.join(' - ');
}

export async function emitenteDaUnidade(db: Db, unidadeId: number): Promise<Emitente> {
  const { rows } = await sql<{ instituicao: string; unidade: Record<string, unknown> | null; ajustes: Record<string, unknown> | null }>`
    SELECT (SELECT nome FROM instituicao WHERE id = 1) AS instituicao,
      (SELECT to_jsonb(u) FROM unidade AS u WHERE u.id = ${unidadeId}) AS unidade,
      (SELECT jsonb_object_agg(campo, valor) FROM ajuste WHERE modelo = 'parametroFinanceiro' AND unidade_id IS NULL
        AND campo IN ('reciboResponsavel', 'reciboCargo', 'reciboTexto')) AS ajustes`.execute(db);
  const { instituicao = '', unidade, ajustes } = rows[0] ?? {};
  const u = unidade ?? {};
  const a = ajustes ?? {};
  return {
    nome: instituicao,
    unidade: textoDe(u['nome']),
    cnpj: textoDe(u['cnpj']),
    endereco: endereco(u),
    cidade: textoDe(u['cidade']),
    responsavel: textoDe(a['reciboResponsavel']),
    cargo: textoDe(a['reciboCargo']),
    declaracao: textoDe(a['reciboTexto']),
  };
}
