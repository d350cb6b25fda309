import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { centavosDoDecimal } from '../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import { lerRetorno } from '../../shared/mobilizacao/retorno.ts';
import { criarArquivos } from '../arquivos.ts';
import type { Db } from '../db/database.ts';
import { aplicarRetorno } from '../modules/mobilizacao/remessa/aplicar.ts';
import { gerarRemessaNa } from '../modules/mobilizacao/remessa/gerar.ts';
import { retornoBancoDoBrasil240 } from './retornoDoBanco.ts';

// The demo's bank collection (after seed/mobilizacao.ts): the Banco do Brasil charges it marks
// sent go in a remittance, and the bank's return confirms the first and rejects the second (to
// send again), so Envio, Histórico and Detalhes dos retornos show a cycle on first start. Only
// with a DATA_DIR: the files are stored like uploads (DATA_DIR/files).

const CONVENIO_DO_DEMO = '1234567';

export async function semearRemessa(trx: Db, sede: number, deposito: { dataDir: string; criadoPor: number }): Promise<void> {
  // The demo's charges marked sent (seed/mobilizacao.ts) go in a real remittance: waiting again, then sent.
  const { rows: enviar } = await sql<{ id: number; formaId: number; nossoNumero: string; valor: string }>`
    UPDATE mobilizacao_cobranca AS c SET situacao = 'a_enviar'
    FROM mobilizacao_forma_cobranca AS f
    WHERE f.id = c.forma_cobranca_id AND c.unidade_id = ${sede} AND c.situacao = 'enviada' AND c.remessa_id IS NULL AND f.convenio = ${CONVENIO_DO_DEMO} AND f.layout = 'CNAB240'
    RETURNING c.id, c.forma_cobranca_id AS "formaId", c.nosso_numero AS "nossoNumero", c.valor::text AS valor`.execute(trx);
  const [primeira, segunda] = enviar;
  if (primeira === undefined || segunda === undefined) return;
  const arquivos = criarArquivos(trx, deposito.dataDir);
  const dono = { unidadeId: sede, usuarioId: deposito.criadoPor };
  await gerarRemessaNa(trx, arquivos, dono, primeira.formaId, enviar.map((c) => c.id));
  const hoje = hojeNoModelo();
  const centavos = (valor: string): number => centavosDoDecimal(valor) ?? 0;
  const texto = retornoBancoDoBrasil240(CONVENIO_DO_DEMO, [
    { nossoNumero: primeira.nossoNumero, movimento: '02', valorCentavos: centavos(primeira.valor), data: hoje },
    { nossoNumero: segunda.nossoNumero, movimento: '03', valorCentavos: centavos(segunda.valor), motivos: '08', data: hoje },
  ], hoje);
  const bytes = Buffer.from(texto, 'latin1');
  const nome = `retorno-001-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.ret`;
  const arquivoId = await arquivos.salvar({ conteudo: bytes, nomeOriginal: nome, tipoMime: 'text/plain', diretorio: 'mobilizacao/retornos', criadoPor: deposito.criadoPor });
  // A confirmation and a rejection: no payment, so no baixa is asked of finance.
  const semBaixa = (): Promise<void> => Promise.reject(new Error('O retorno de demonstração não paga.'));
  await aplicarRetorno(trx, dono, semBaixa, lerRetorno(bytes), { bytes: new Uint8Array(bytes), nome, arquivoId });
}
