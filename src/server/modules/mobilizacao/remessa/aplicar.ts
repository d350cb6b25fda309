import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ResultadoDoRegistro, RetornoAplicado, TarifasDoRetorno } from '../../../../shared/api/retornoDeCobranca.ts';
import { decimalDosCentavos, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import type { RegistroDeRetorno, RetornoLido } from '../../../../shared/mobilizacao/arquivos/tipos.ts';
import { dataDaTarifa, type TarifaDoRegistro } from '../../../../shared/mobilizacao/tarifas.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import { lancarTarifasDoArquivo, type TarifasDoArquivo } from '../tarifas/lancar.ts';
import { pagarCobranca, type Baixador } from './liquidacao.ts';

// Applying a bank's return file: the reader has read it whole first (a malformed line refuses
// it before anything is written); the file must be of one of the institution's agreements (bank,
// layout and convênio); the same bytes are applied once (their SHA-256 is unique). Each record
// acts on the agreement's charge with its nosso número: entrada → confirmada, liquidação → paga
// with the receivable's baixa in finance (the gross paid), rejeição → rejeitada with the reason,
// baixa → baixada; each record is kept with what it did. The fees of the records that changed
// their charge are booked as paid despesas, one per credit date (tarifas/), when the collection
// method names their category; else they stay on the charges and the return says why.

export const MENSAGEM_OUTRO_CONVENIO = 'O arquivo é do convênio {convenio} do banco {banco} ({layout}), que não é de nenhuma forma de cobrança ativa da instituição.';
export const MENSAGEM_JA_APLICADO = 'Este arquivo de retorno já foi aplicado em {data} (retorno nº {id}): nada foi aplicado de novo.';

type Resultado = ResultadoDoRegistro;

interface CobrancaDoRetorno {
  id: number;
  situacao: string;
  tituloId: number;
}

interface Aplicacao {
  trx: Db;
  unidadeId: number;
  formaId: number;
  baixar: Baixador;
  /** The finance core's payment method of the baixa. */
  formaDaBaixa: string;
}

/** The results whose record moved its charge: their fees are the bank's charges of this file. */
const COM_TARIFA: ReadonlySet<Resultado> = new Set(['confirmada', 'paga', 'rejeitada', 'baixada']);

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const reais = (centavos: number): string => decimalDosCentavos(centavos);

async function formaDoArquivo(trx: Db, lido: RetornoLido): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM mobilizacao_forma_cobranca
    WHERE ativo AND tipo IN ('boleto', 'debito_automatico') AND banco = ${lido.banco} AND layout = ${lido.layout}
      AND ltrim(convenio, '0') = ltrim(${lido.convenio}, '0')
    ORDER BY id LIMIT 1`.execute(trx);
  const id = rows[0]?.id;
  if (id === undefined) throw new HttpError(422, interpolar(MENSAGEM_OUTRO_CONVENIO, { convenio: lido.convenio.trim().replace(/^0+(?=.)/, '') || '(em branco)', banco: lido.banco, layout: lido.layout }));
  return id;
}

async function recusarRepetido(trx: Db, hash: string): Promise<void> {
  const { rows } = await sql<{ id: number; data: string }>`
    SELECT id, to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY') AS data FROM mobilizacao_retorno WHERE hash = ${hash}`.execute(trx);
  const anterior = rows[0];
  if (anterior !== undefined) throw new HttpError(409, interpolar(MENSAGEM_JA_APLICADO, { data: anterior.data, id: anterior.id }));
}

async function cobrancaDe(a: Aplicacao, nossoNumero: string): Promise<CobrancaDoRetorno | null> {
  const { rows } = await sql<CobrancaDoRetorno>`
    SELECT id, situacao, titulo_id AS "tituloId" FROM mobilizacao_cobranca
    WHERE forma_cobranca_id = ${a.formaId} AND unidade_id = ${a.unidadeId} AND ltrim(nosso_numero, '0') = ltrim(${nossoNumero.trim()}, '0')
    ORDER BY id LIMIT 1 FOR UPDATE`.execute(a.trx);
  return rows[0] ?? null;
}

async function mudar(a: Aplicacao, c: CobrancaDoRetorno, situacao: string, motivo: string | null): Promise<void> {
  await sql`UPDATE mobilizacao_cobranca SET situacao = ${situacao}, motivo = ${motivo}, atualizado_em = now() WHERE id = ${c.id}`.execute(a.trx);
}

const motivoDa = (r: RegistroDeRetorno): string =>
  `${r.ocorrencia} – ${r.descricaoOcorrencia}${r.motivos.length > 0 ? ` (motivos ${r.motivos.join(', ')})` : ''}`.slice(0, 300);

/** What one record does to its charge; the result and the sentence the details page shows. */
async function aplicarRegistro(a: Aplicacao, r: RegistroDeRetorno, c: CobrancaDoRetorno | null): Promise<[Resultado, string]> {
  if (c === null) return ['nao_encontrada', 'Nenhuma cobrança deste convênio tem este nosso número.'];
  if (c.situacao === 'paga') return ['ignorado', 'A cobrança já estava paga.'];
  switch (r.categoria) {
    case 'entrada':
      if (c.situacao !== 'enviada' && c.situacao !== 'a_enviar') return ['ignorado', `Entrada de uma cobrança ${c.situacao.replace('_', ' ')}: nada muda.`];
      await mudar(a, c, 'confirmada', null);
      return ['confirmada', 'Entrada confirmada pelo banco.'];
    case 'liquidacao': {
      if (!(await pagarCobranca(a.trx, a.baixar, c, r, hojeNoModelo(), a.formaDaBaixa))) return ['ignorado', 'Liquidação sem valor a baixar: o título já não tem saldo em aberto.'];
      return ['paga', `Paga: R$ ${reais(r.valorPagoCentavos).replace('.', ',')}; baixa do título nº ${c.tituloId} no financeiro.`];
    }
    case 'rejeicao':
      await mudar(a, c, 'rejeitada', motivoDa(r));
      return ['rejeitada', `Rejeitada: ${motivoDa(r)}. Vai de novo na próxima remessa.`];
    case 'baixa':
      if (c.situacao === 'baixada') return ['ignorado', 'A cobrança já estava baixada.'];
      await mudar(a, c, 'baixada', motivoDa(r));
      return ['baixada', 'Baixada pelo banco.'];
    default:
      return ['ignorado', 'Ocorrência informativa: nada muda.'];
  }
}

export interface ArquivoDeRetorno {
  bytes: Uint8Array;
  nome: string;
  arquivoId: number;
}

/** Refuses, before the file is stored, one already applied or of another agreement (applying checks again). */
export async function conferirRetorno(db: Db, lido: RetornoLido, bytes: Uint8Array): Promise<void> {
  await recusarRepetido(db, sha256(bytes));
  await formaDoArquivo(db, lido);
}

/** Applies the return (already read) in the transaction given; answers what it did. */
export async function aplicarRetorno(trx: Db, dono: { unidadeId: number; usuarioId: number }, baixar: Baixador, lido: RetornoLido, arquivo: ArquivoDeRetorno): Promise<RetornoAplicado> {
  const hash = sha256(arquivo.bytes);
  await recusarRepetido(trx, hash);
  const formaId = await formaDoArquivo(trx, lido);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO mobilizacao_retorno (unidade_id, forma_cobranca_id, banco, layout, hash, arquivo_id, nome_arquivo, quantidade, criado_por)
    VALUES (${dono.unidadeId}, ${formaId}, ${lido.banco}, ${lido.layout}, ${hash}, ${arquivo.arquivoId}, ${arquivo.nome.slice(0, 255) || 'retorno'}, ${lido.registros.length}, ${dono.usuarioId})
    RETURNING id`.execute(trx);
  const retornoId = rows[0]!.id;
  const a: Aplicacao = { trx, unidadeId: dono.unidadeId, formaId, baixar, formaDaBaixa: lido.layout === 'FEBRABAN150' ? 'DEBITO_AUTOMATICO' : 'BOLETO' };
  const resultados: Record<Resultado, number> = { confirmada: 0, paga: 0, rejeitada: 0, baixada: 0, ignorado: 0, nao_encontrada: 0 };
  let pagoCentavos = 0;
  const tarifas: TarifaDoRegistro[] = [];
  const pagos: number[] = [];
  const hoje = hojeNoModelo();
  for (const r of lido.registros) {
    const c = await cobrancaDe(a, r.nossoNumero);
    const [resultado, mensagem] = await aplicarRegistro(a, r, c);
    resultados[resultado]++;
    if (resultado === 'paga') pagoCentavos += r.valorPagoCentavos;
    if (resultado === 'paga' && c !== null) pagos.push(c.tituloId);
    if (COM_TARIFA.has(resultado)) tarifas.push({ data: dataDaTarifa(r.dataCredito, r.dataOcorrencia, hoje), brutoCentavos: resultado === 'paga' ? r.valorPagoCentavos : 0, tarifaCentavos: r.tarifaCentavos });
    await sql`
      INSERT INTO mobilizacao_retorno_registro (retorno_id, unidade_id, linha, nosso_numero, cobranca_id, ocorrencia, descricao, categoria, valor_titulo, valor_pago, tarifa, juros,
        data_ocorrencia, data_credito, resultado, mensagem)
      VALUES (${retornoId}, ${dono.unidadeId}, ${r.linha}, ${r.nossoNumero}, ${c?.id ?? null}, ${r.ocorrencia}, ${r.descricaoOcorrencia}, ${r.categoria},
        ${reais(r.valorTituloCentavos)}::numeric, ${reais(r.valorPagoCentavos)}::numeric, ${reais(r.tarifaCentavos)}::numeric, ${reais(r.jurosCentavos)}::numeric,
        ${r.dataOcorrencia}::date, ${r.dataCredito}::date, ${resultado}, ${mensagem.slice(0, 300)})`.execute(trx);
  }
  const feito = await lancarTarifasDoArquivo(
    { trx, ...dono, baixar, formaCobrancaId: formaId, retorno: { banco: retornoId }, descricao: `Tarifas bancárias do retorno nº ${retornoId} (banco ${lido.banco})`, tituloIds: pagos },
    tarifas,
  );
  await sql`UPDATE mobilizacao_retorno SET pagas = ${resultados.paga}, valor_pago = ${reais(pagoCentavos)}::numeric,
    tarifas = ${reais(feito.tarifaCentavos)}::numeric, tarifas_motivo = ${feito.motivo} WHERE id = ${retornoId}`.execute(trx);
  return { retornoId, registros: lido.registros.length, resultados, tarifas: tarifasDoRetorno(feito) };
}

function tarifasDoRetorno(feito: TarifasDoArquivo): TarifasDoRetorno {
  return {
    valor: reaisDosCentavos(feito.tarifaCentavos),
    despesas: feito.lancadas.map((d) => ({ data: d.data, valor: reaisDosCentavos(d.tarifaCentavos), titulo: d.tituloId })),
    motivo: feito.motivo,
  };
}
