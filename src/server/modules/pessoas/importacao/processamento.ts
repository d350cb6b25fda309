import { sql } from 'kysely';
import type { ErroDaLinha } from '../../../../shared/api/importacao.ts';
import type { Db } from '../../../db/database.ts';
import type { Avaliacao } from './avaliacao.ts';
import { decidir, type Decisao } from './decisao.ts';
import { documentosDa, erroDeDuplicado, pessoasComDocumentos, travarDocumentos, type PessoaCadastrada } from './documentos.ts';
import { incluirPessoas, type AlvoDoLote } from './inclusao.ts';
import { avaliarLinhas, type BaseDaAvaliacao } from './julgamento.ts';

export type { AlvoDoLote } from './inclusao.ts';

// One batch of an import's pending rows, inside the job step's transaction (with its checkpoint):
// each row becomes a person (incluida), meets an active person already holding its CPF/CNPJ
// (ignorada: the form's duplicate rule, under its per-document locks, so a form save or another
// import of the same document waits), or is rejected with the form's messages. The rows are locked
// and updated only while still pending, so none is ever processed twice. The batch is written with
// a few queries; should the database refuse a row (which the rules should have caught), the batch
// is written again row by row and only that row is rejected.

export const LOTE = 100;

interface Desfecho {
  linha: number;
  situacao: 'incluida' | 'ignorada' | 'rejeitada';
  mensagens: ErroDaLinha[] | null;
  documento: string | null;
  pessoa_id: number | null;
}

type Avaliada = { linha: number; avaliacao: Avaliacao };

const RECUSADA: ErroDaLinha[] = [{ campo: 'linha', mensagem: 'Não foi possível gravar esta linha.' }];

// Data exceptions and integrity violations belong to the rows; anything else (a lost connection,
// a deadlock) fails the step, which the job then retries whole.
const erroDaLinha = (erro: unknown) => typeof erro === 'object' && erro !== null && 'code' in erro && typeof erro.code === 'string' && /^2[23]/.test(erro.code);

function desfechoDe(d: Decisao, criadas: ReadonlyMap<number, PessoaCadastrada>): Desfecho {
  if (d.situacao === 'rejeitada') return { linha: d.linha, situacao: d.situacao, mensagens: d.mensagens, documento: null, pessoa_id: null };
  if (d.situacao === 'incluida') {
    return { linha: d.linha, situacao: d.situacao, mensagens: null, documento: documentosDa(d.avaliacao.colunas)[0] ?? null, pessoa_id: criadas.get(d.linha)?.id ?? null };
  }
  const pessoa = 'cadastrada' in d ? d.cadastrada : criadas.get(d.criadaPelaLinha);
  if (pessoa === undefined) throw new Error(`Linha ${d.linha}: a pessoa da linha que a repete não foi criada.`);
  return { linha: d.linha, situacao: d.situacao, mensagens: [erroDeDuplicado(d.documento, pessoa.codigo)], documento: d.documento, pessoa_id: pessoa.id };
}

async function gravar(trx: Db, alvo: AlvoDoLote, avaliadas: readonly Avaliada[]): Promise<Desfecho[]> {
  const documentos = avaliadas.flatMap(({ avaliacao: a }) => (a.valida ? documentosDa(a.colunas) : []));
  const decisoes = decidir(avaliadas, await pessoasComDocumentos(trx, documentos));
  const novas = decisoes.flatMap((d) => (d.situacao === 'incluida' ? [{ linha: d.linha, avaliacao: d.avaliacao }] : []));
  const criadas = await incluirPessoas(trx, alvo, novas);
  return decisoes.map((d) => desfechoDe(d, criadas));
}

/** `escrever` under a savepoint; null (its writes undone) when the database refused a row. */
async function semRecusa<T>(trx: Db, escrever: () => Promise<T>): Promise<T | null> {
  await sql`SAVEPOINT importacao_lote`.execute(trx);
  try {
    const resultado = await escrever();
    await sql`RELEASE SAVEPOINT importacao_lote`.execute(trx);
    return resultado;
  } catch (erro) {
    if (!erroDaLinha(erro)) throw erro;
    await sql`ROLLBACK TO SAVEPOINT importacao_lote`.execute(trx);
    return null;
  }
}

async function registrar(trx: Db, importacaoId: number, desfechos: readonly Desfecho[]): Promise<void> {
  const { numAffectedRows } = await sql`
    UPDATE importacao_pessoa_linha AS l
    SET situacao = v.situacao, mensagens = v.mensagens, documento = v.documento, pessoa_id = v.pessoa_id
    FROM jsonb_to_recordset(${JSON.stringify(desfechos)}::jsonb) AS v(linha integer, situacao text, mensagens jsonb, documento text, pessoa_id integer)
    WHERE l.importacao_id = ${importacaoId} AND l.linha = v.linha AND l.situacao = 'pendente'`.execute(trx);
  if (Number(numAffectedRows) !== desfechos.length) throw new Error(`Importação ${importacaoId}: linhas do lote já processadas.`);
}

/** Processes up to LOTE pending rows in line order; returns how many (0: none was pending). */
export async function processarLote(trx: Db, alvo: AlvoDoLote, base: BaseDaAvaliacao): Promise<number> {
  const pendentes = await trx
    .selectFrom('importacao_pessoa_linha')
    .select(['linha', 'dados'])
    .where('importacao_id', '=', alvo.importacaoId)
    .where('situacao', '=', 'pendente')
    .orderBy('linha')
    .limit(LOTE)
    .forUpdate()
    .execute();
  if (pendentes.length === 0) return 0;
  const avaliadas = await avaliarLinhas(
    trx,
    base,
    pendentes.map((p) => ({ linha: p.linha, dados: p.dados as string[] })),
  );
  await travarDocumentos(trx, avaliadas.flatMap(({ avaliacao: a }) => (a.valida ? documentosDa(a.colunas) : [])));
  let desfechos = await semRecusa(trx, () => gravar(trx, alvo, avaliadas));
  if (desfechos === null) {
    desfechos = [];
    for (const avaliada of avaliadas) {
      const [so] = (await semRecusa(trx, () => gravar(trx, alvo, [avaliada]))) ?? [];
      desfechos.push(so ?? { linha: avaliada.linha, situacao: 'rejeitada', mensagens: RECUSADA, documento: null, pessoa_id: null });
    }
  }
  await registrar(trx, alvo.importacaoId, desfechos);
  return pendentes.length;
}
