import { sql } from 'kysely';
import type { ErroDaLinha, Mapeamento } from '../../../shared/api/importacao.ts';
import type { Db } from '../../db/database.ts';
import { decidir, type Decisao } from './decisao.ts';
import type { AlvoDoLote, Cadastrado } from './destino.ts';
import { avaliarLinhas, type LinhaAvaliada } from './julgamento.ts';
import type { ImportacaoDaTela } from './tela.ts';

// One batch of an import's pending rows, inside the job step's transaction (with its checkpoint):
// each row becomes a record (incluida), meets a record already holding its key (ignorada: the
// form's duplicate rule, under the destino's per-key locks, so a form save or another import of
// the same key waits), or is rejected with the form's messages. The rows are locked and updated
// only while still pending, so none is ever processed twice. The batch is written with a few
// queries; should the database refuse a row (which the rules should have caught), the batch is
// written again row by row and only that row is rejected.

export const LOTE = 100;

interface Desfecho {
  linha: number;
  situacao: 'incluida' | 'ignorada' | 'rejeitada';
  mensagens: ErroDaLinha[] | null;
  chave: string | null;
  registro_id: number | null;
}

const RECUSADA: ErroDaLinha[] = [{ campo: 'linha', mensagem: 'Não foi possível gravar esta linha.' }];

// Data exceptions and integrity violations belong to the rows; anything else (a lost connection,
// a deadlock) fails the step, which the job then retries whole.
const erroDaLinha = (erro: unknown) => typeof erro === 'object' && erro !== null && 'code' in erro && typeof erro.code === 'string' && /^2[23]/.test(erro.code);

function desfechoDe(imp: ImportacaoDaTela, d: Decisao, criadas: ReadonlyMap<number, Cadastrado>): Desfecho {
  if (d.situacao === 'rejeitada') return { linha: d.linha, situacao: d.situacao, mensagens: d.mensagens, chave: null, registro_id: null };
  if (d.situacao === 'incluida') {
    return { linha: d.linha, situacao: d.situacao, mensagens: null, chave: d.avaliacao.chaves[0] ?? null, registro_id: criadas.get(d.linha)?.id ?? null };
  }
  const registro = 'cadastrado' in d ? d.cadastrado : criadas.get(d.criadaPelaLinha);
  if (registro === undefined) throw new Error(`Linha ${d.linha}: o registro da linha que a repete não foi criado.`);
  return { linha: d.linha, situacao: d.situacao, mensagens: [imp.destino.duplicado(d.chave, registro)], chave: d.chave, registro_id: registro.id };
}

async function gravar(trx: Db, imp: ImportacaoDaTela, alvo: AlvoDoLote, avaliadas: readonly LinhaAvaliada[]): Promise<Desfecho[]> {
  const chaves = avaliadas.flatMap(({ avaliacao: a }) => (a.valida ? a.chaves : []));
  const decisoes = decidir(avaliadas, await imp.destino.cadastrados(trx, chaves, alvo.unidadeId));
  const valores = new Map(avaliadas.map((a) => [a.linha, a.valores]));
  const novas = decisoes.flatMap((d) => (d.situacao === 'incluida' ? [{ linha: d.linha, valores: valores.get(d.linha) ?? {}, registro: d.avaliacao.registro }] : []));
  const criadas = await imp.destino.incluir(trx, alvo, novas);
  return decisoes.map((d) => desfechoDe(imp, d, criadas));
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
    UPDATE importacao_linha AS l
    SET situacao = v.situacao, mensagens = v.mensagens, chave = v.chave, registro_id = v.registro_id
    FROM jsonb_to_recordset(${JSON.stringify(desfechos)}::jsonb) AS v(linha integer, situacao text, mensagens jsonb, chave text, registro_id integer)
    WHERE l.importacao_id = ${importacaoId} AND l.linha = v.linha AND l.situacao = 'pendente'`.execute(trx);
  if (Number(numAffectedRows) !== desfechos.length) throw new Error(`Importação ${importacaoId}: linhas do lote já processadas.`);
}

/** Processes up to LOTE pending rows in line order; returns how many (0: none was pending). */
export async function processarLote(trx: Db, imp: ImportacaoDaTela, alvo: AlvoDoLote, mapeamento: Mapeamento): Promise<number> {
  const pendentes = await trx
    .selectFrom('importacao_linha')
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
    imp,
    mapeamento,
    pendentes.map((p) => ({ linha: p.linha, dados: p.dados as string[] })),
    alvo.unidadeId,
  );
  await imp.destino.travar(trx, avaliadas.flatMap(({ avaliacao: a }) => (a.valida ? a.chaves : [])));
  let desfechos = await semRecusa(trx, () => gravar(trx, imp, alvo, avaliadas));
  if (desfechos === null) {
    desfechos = [];
    for (const avaliada of avaliadas) {
      const [so] = (await semRecusa(trx, () => gravar(trx, imp, alvo, [avaliada]))) ?? [];
      desfechos.push(so ?? { linha: avaliada.linha, situacao: 'rejeitada', mensagens: RECUSADA, chave: null, registro_id: null });
    }
  }
  await registrar(trx, alvo.importacaoId, desfechos);
  return pendentes.length;
}
