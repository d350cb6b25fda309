import { sql } from 'kysely';
import { retornoBancoDoBrasil240 } from '../../src/server/seed/retornoDoBanco.ts';
import { hojeNoModelo } from '../../src/shared/format/dates.ts';
import { lerRetorno } from '../../src/shared/mobilizacao/retorno.ts';
import { criarArquivos } from '../../src/server/arquivos.ts';
import { gerarDoacoesDoMes } from '../../src/server/modules/doacao/geracao.ts';
import { aplicarRetorno } from '../../src/server/modules/mobilizacao/remessa/aplicar.ts';
import { gerarRemessas } from '../../src/server/modules/mobilizacao/remessa/gerar.ts';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's bank collection records (not a test file itself): two boleto charges of Sede from
// two colaborações of the demo's Banco do Brasil agreement, one sent in a remittance and rejected by
// a return (so sent again later), the other waiting; the remittance and the return's record.

export type FixoDaRemessa = 'cobrancaAEnviar' | 'remessaDaMatriz' | 'registroDeRetornoDaMatriz';

export async function fixosDaRemessa(t: AppDeTeste, pessoa: number): Promise<Record<FixoDaRemessa, number>> {
  const { rows: dono } = await sql<{ unidade: number; usuario: number; forma: number }>`
    SELECT p.unidade_id AS unidade, (SELECT id FROM usuario WHERE login = 'admin') AS usuario,
      (SELECT id FROM mobilizacao_forma_cobranca WHERE nome = 'Boleto Banco do Brasil') AS forma
    FROM pessoa AS p WHERE p.id = ${pessoa}`.execute(t.db);
  const { unidade, usuario, forma } = dono[0]!;
  const inicio = `${hojeNoModelo().slice(0, 7)}-01`;
  const colaboracoes: number[] = [];
  for (const valor of ['35.00', '45.00']) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, forma_cobranca_id)
      VALUES (${unidade}, ${pessoa}, ${valor}::numeric, 1, 'BOLETO', ${inicio}::date, ${forma}) RETURNING id`.execute(t.db);
    colaboracoes.push(rows[0]!.id);
  }
  await t.db.transaction().execute((trx) => gerarDoacoesDoMes(trx, hojeNoModelo().slice(0, 7), colaboracoes));
  const { rows: cobrancas } = await sql<{ id: number; nossoNumero: string }>`
    SELECT id, nosso_numero AS "nossoNumero" FROM mobilizacao_cobranca WHERE colaboracao_id = ANY(${colaboracoes}::int[]) ORDER BY id`.execute(t.db);
  const [enviada, aEnviar] = cobrancas as [{ id: number; nossoNumero: string }, { id: number; nossoNumero: string }];
  const arquivos = criarArquivos(t.db, t.config.dataDir);
  const [remessa] = await gerarRemessas(t.db, arquivos, { unidadeId: unidade, usuarioId: usuario }, [enviada.id]);
  const texto = retornoBancoDoBrasil240('1234567', [{ nossoNumero: enviada.nossoNumero, movimento: '03', valorCentavos: 3500, motivos: '08', data: hojeNoModelo() }], hojeNoModelo());
  const bytes = Buffer.from(texto, 'latin1');
  const arquivoId = await arquivos.salvar({ conteudo: bytes, nomeOriginal: 'retorno.ret', tipoMime: 'text/plain', diretorio: 'mobilizacao/retornos', criadoPor: usuario });
  const semBaixa = (): Promise<void> => Promise.reject(new Error('A rejeição não dá baixa.'));
  const aplicado = await t.db.transaction().execute((trx) =>
    aplicarRetorno(trx, { unidadeId: unidade, usuarioId: usuario }, semBaixa, lerRetorno(bytes), { bytes: new Uint8Array(bytes), nome: 'retorno.ret', arquivoId }),
  );
  const { rows: registros } = await sql<{ id: number }>`SELECT id FROM mobilizacao_retorno_registro WHERE retorno_id = ${aplicado.retornoId}`.execute(t.db);
  return { cobrancaAEnviar: aEnviar.id, remessaDaMatriz: remessa!.id, registroDeRetornoDaMatriz: registros[0]!.id };
}
