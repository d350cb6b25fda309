import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ErroDeArquivo } from '../../../../shared/mobilizacao/arquivos/erro.ts';
import type { RetornoLido } from '../../../../shared/mobilizacao/arquivos/tipos.ts';
import { lerRetorno } from '../../../../shared/mobilizacao/retorno.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import type { ConcessionariaGravada } from './adaptador.ts';
import { MENSAGEM_CAMPO_DO_RETORNO, MENSAGEM_RETORNO_VAZIO, MENSAGEM_SEM_RETORNO } from '../remessa/envio.ts';

// A utility's return sent on its page: read at once (a malformed file is refused with its line and
// position, and nothing is kept), checked to be this utility's and new, then kept for the job.

export const MENSAGEM_LAYOUT_DA_CONCESSIONARIA = 'Este arquivo está no layout {layout}; o retorno de uma concessionária é FEBRABAN 150 de arrecadação.';
export const MENSAGEM_OUTRA_CONCESSIONARIA = 'Este arquivo é do convênio {convenio}, não de {nome} (convênio {esperado}).';
export const MENSAGEM_SEM_ARRECADACAO = 'O arquivo não tem registros G de arrecadação.';
export const MENSAGEM_DEBITO_AUTOMATICO = 'A linha {linha} é um débito automático (registro F), não uma conta paga: envie este arquivo em Remessa › Retorno.';
export const MENSAGEM_RETORNO_REPETIDO = 'Este arquivo já foi enviado em {data} (retorno nº {id}): nada foi aplicado de novo.';
const LIMITE_DE_BYTES = 5 * 1024 * 1024;
const NOME_MAXIMO = 255;

export interface ArquivoEnviado {
  nome: string;
  bytes: Uint8Array;
}

export async function receberArquivo(request: FastifyRequest): Promise<ArquivoEnviado> {
  const parte = await request.file({ limits: { fileSize: LIMITE_DE_BYTES, files: 1 } });
  if (parte === undefined) throw new HttpError(422, MENSAGEM_SEM_RETORNO);
  if (parte.fieldname !== 'file') throw new HttpError(422, MENSAGEM_CAMPO_DO_RETORNO);
  const bytes = await parte.toBuffer().catch(() => {
    throw new HttpError(413, 'O arquivo excede o limite de 5 MB.');
  });
  if (bytes.length === 0) throw new HttpError(422, MENSAGEM_RETORNO_VAZIO);
  const nome = [...(parte.filename || 'retorno.txt')].filter((c) => c >= ' ').join('').slice(0, NOME_MAXIMO) || 'retorno.txt';
  return { nome, bytes: new Uint8Array(bytes) };
}

/** The return read and checked to be this utility's arrecadação; a 422 naming what is wrong otherwise. */
export function retornoDaConcessionaria(bytes: Uint8Array, c: ConcessionariaGravada): RetornoLido {
  let lido: RetornoLido;
  try {
    lido = lerRetorno(bytes);
  } catch (erro) {
    if (erro instanceof ErroDeArquivo) throw new HttpError(422, erro.message);
    throw erro;
  }
  if (lido.layout !== 'FEBRABAN150') throw new HttpError(422, interpolar(MENSAGEM_LAYOUT_DA_CONCESSIONARIA, { layout: lido.layout }));
  if (lido.convenio.trim() !== c.convenio.trim()) {
    throw new HttpError(422, interpolar(MENSAGEM_OUTRA_CONCESSIONARIA, { convenio: lido.convenio.trim(), nome: c.nome, esperado: c.convenio }));
  }
  // A G's "nosso número" is the bill's 44-digit barcode; an F's is the institution's own number.
  const debito = lido.registros.find((r) => !/^\d{44}$/.test(r.nossoNumero));
  if (debito !== undefined) throw new HttpError(422, interpolar(MENSAGEM_DEBITO_AUTOMATICO, { linha: debito.linha }));
  return lido;
}

/** Keeps the file for the job; refuses the same bytes sent before for this utility. Answers the return's id. */
export async function guardarRetorno(db: Db, c: ConcessionariaGravada, unidadeId: number, usuarioId: number, arquivo: ArquivoEnviado): Promise<number> {
  const resumo = createHash('sha256').update(arquivo.bytes).digest('hex');
  const anterior = await sql<{ id: number; data: string }>`
    SELECT r.id, to_char(r.enviado_em AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY') AS data FROM mobilizacao_retorno_concessionaria_arquivo AS a
    JOIN mobilizacao_retorno_concessionaria AS r ON r.id = a.retorno_id WHERE a.forma_cobranca_id = ${c.id} AND a.resumo_sha256 = ${resumo}`.execute(db);
  const repetido = anterior.rows[0];
  if (repetido !== undefined) throw new HttpError(422, interpolar(MENSAGEM_RETORNO_REPETIDO, { data: repetido.data, id: repetido.id }));
  // Two uploads of the same file at once: the unique digest lets one in, the other's insert fails and nothing of it stays.
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO mobilizacao_retorno_concessionaria (unidade_id, forma_cobranca_id, nome_arquivo, enviado_por)
      VALUES (${unidadeId}, ${c.id}, ${arquivo.nome}, ${usuarioId}) RETURNING id`.execute(trx);
    const id = rows[0]!.id;
    await sql`INSERT INTO mobilizacao_retorno_concessionaria_arquivo (retorno_id, forma_cobranca_id, resumo_sha256, conteudo)
      VALUES (${id}, ${c.id}, ${resumo}, ${Buffer.from(arquivo.bytes)})`.execute(trx);
    return id;
  });
}
