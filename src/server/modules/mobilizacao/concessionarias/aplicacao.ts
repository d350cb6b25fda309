import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import type { RegistroDeRetorno } from '../../../../shared/mobilizacao/arquivos/tipos.ts';
import { casarRegistro } from '../../../../shared/mobilizacao/concessionarias/casamento.ts';
import { valorLiquidoDaArrecadacao, type ValorDaArrecadacao } from '../../../../shared/mobilizacao/concessionarias/valorLiquido.ts';
import type { ConsentimentoNaConcessionaria } from '../../../../shared/mobilizacao/concessionarias/instalacao.ts';
import { dataDaTarifa, type TarifaDoRegistro } from '../../../../shared/mobilizacao/tarifas.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import { baixar } from '../../financeiro/titulos/acoes.ts';
import { lancarTarifasDoArquivo, type TarifasDoArquivo } from '../tarifas/lancar.ts';
import type { ConcessionariaGravada } from './adaptador.ts';
import { lancarDoacaoDaConta } from './lancamento.ts';

// Applies a utility return's records, each kept with what it did: matched to a consent → the
// gift posted gross; a bill already posted from an earlier file → nothing; no consent or two
// donors with the installation → listed for a person to resolve. The fees the utility kept of
// every bill of the file not posted before (matched or not: it kept them all) are booked as
// paid despesas, one per credit date (tarifas/), or, without a category for them, not booked.

export type ResultadoDoRegistro = 'aplicado' | 'sem_consentimento' | 'ambiguo' | 'ja_aplicado';

export interface RetornoAAplicar {
  id: number;
  unidadeId: number;
  concessionaria: ConcessionariaGravada;
  consentimentos: readonly ConsentimentoNaConcessionaria[];
  registros: readonly RegistroDeRetorno[];
}

export interface TotaisDoRetorno {
  registros: number;
  aplicados: number;
  pendentes: number;
  brutoCentavos: number;
  liquidoCentavos: number;
  tarifas: TarifasDoArquivo;
}

interface Feito {
  resultado: ResultadoDoRegistro;
  descricao: string;
  instalacao: string;
  pessoaId: number | null;
  doacaoId: number | null;
}

const DESCRICOES: Readonly<Record<Exclude<ResultadoDoRegistro, 'aplicado'>, string>> = {
  sem_consentimento: 'Nenhum doador tem consentimento com esta instalação: resolva antes de lançar.',
  ambiguo: 'Mais de um doador tem esta instalação: resolva antes de lançar.',
  ja_aplicado: 'Esta conta já foi lançada por um retorno anterior: nada feito.',
};

async function jaAplicado(ctx: ContextoDoGancho, formaCobrancaId: number, r: RegistroDeRetorno): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM mobilizacao_retorno_concessionaria_registro AS r JOIN mobilizacao_retorno_concessionaria AS t ON t.id = r.retorno_id
    WHERE t.forma_cobranca_id = ${formaCobrancaId} AND r.resultado = 'aplicado' AND r.codigo_de_barras = ${r.nossoNumero}
      AND r.data_pagamento IS NOT DISTINCT FROM ${r.dataOcorrencia}::date LIMIT 1`.execute(ctx.trx);
  return rows.length > 0;
}

async function aplicarRegistro(ctx: ContextoDoGancho, a: RetornoAAplicar, r: RegistroDeRetorno, valores: ValorDaArrecadacao): Promise<Feito> {
  const casamento = casarRegistro(r.nossoNumero, a.concessionaria, a.consentimentos);
  const base = { instalacao: casamento.instalacao, pessoaId: null, doacaoId: null };
  if (await jaAplicado(ctx, a.concessionaria.id, r)) return { ...base, resultado: 'ja_aplicado', descricao: DESCRICOES.ja_aplicado };
  if (casamento.resultado !== 'casado') return { ...base, resultado: casamento.resultado, descricao: DESCRICOES[casamento.resultado] };
  const data = r.dataOcorrencia ?? r.dataCredito ?? hojeNoModelo();
  const doacaoId = await lancarDoacaoDaConta(ctx, { unidadeId: a.unidadeId, pessoaId: casamento.pessoaId, formaCobrancaId: a.concessionaria.id, data, valores });
  return { ...base, pessoaId: casamento.pessoaId, doacaoId, resultado: 'aplicado', descricao: `Doação nº ${doacaoId} recebida.` };
}

/** Applies every record in the transaction of ctx and keeps each with what it did; answers the totals. */
export async function aplicarRetorno(ctx: ContextoDoGancho, a: RetornoAAplicar): Promise<TotaisDoRetorno> {
  const totais: Omit<TotaisDoRetorno, 'tarifas'> = { registros: 0, aplicados: 0, pendentes: 0, brutoCentavos: 0, liquidoCentavos: 0 };
  const tarifas: TarifaDoRegistro[] = [];
  const doacoes: number[] = [];
  const hoje = hojeNoModelo();
  for (const [ordem, r] of a.registros.entries()) {
    const valores = valorLiquidoDaArrecadacao(r.valorPagoCentavos, a.concessionaria.taxaPercentual, a.concessionaria.tarifaFixaCentavos);
    const feito = await aplicarRegistro(ctx, a, r, valores);
    if (feito.doacaoId !== null) doacoes.push(feito.doacaoId);
    if (feito.resultado !== 'ja_aplicado') {
      tarifas.push({ data: dataDaTarifa(r.dataCredito, r.dataOcorrencia, hoje), brutoCentavos: valores.brutoCentavos, tarifaCentavos: valores.taxaCentavos + valores.tarifaCentavos });
    }
    totais.registros++;
    totais.brutoCentavos += valores.brutoCentavos;
    if (feito.resultado === 'aplicado') {
      totais.aplicados++;
      totais.liquidoCentavos += valores.liquidoCentavos;
    }
    if (feito.resultado === 'sem_consentimento' || feito.resultado === 'ambiguo') totais.pendentes++;
    await sql`
      INSERT INTO mobilizacao_retorno_concessionaria_registro (unidade_id, retorno_id, ordem, linha, codigo_de_barras, instalacao, data_pagamento,
        valor_bruto, taxa, tarifa, valor_liquido, pessoa_id, doacao_id, resultado, descricao)
      VALUES (${a.unidadeId}, ${a.id}, ${ordem}, ${r.linha}, ${r.nossoNumero}, ${feito.instalacao}, ${r.dataOcorrencia}::date,
        ${decimalDosCentavos(valores.brutoCentavos)}::numeric, ${decimalDosCentavos(valores.taxaCentavos)}::numeric, ${decimalDosCentavos(valores.tarifaCentavos)}::numeric,
        ${decimalDosCentavos(valores.liquidoCentavos)}::numeric, ${feito.pessoaId}, ${feito.doacaoId}, ${feito.resultado}, ${feito.descricao})`.execute(ctx.trx);
  }
  return { ...totais, tarifas: await tarifasDoArquivo(ctx, a, tarifas, doacoes) };
}

async function tarifasDoArquivo(ctx: ContextoDoGancho, a: RetornoAAplicar, tarifas: readonly TarifaDoRegistro[], doacoes: readonly number[]): Promise<TarifasDoArquivo> {
  const { rows } = await sql<{ id: number }>`SELECT titulo_id AS id FROM doacao WHERE id = ANY(${[...doacoes]}::int[]) AND titulo_id IS NOT NULL`.execute(ctx.trx);
  const { usuarioId } = ctx.sessao;
  return lancarTarifasDoArquivo(
    {
      trx: ctx.trx,
      unidadeId: a.unidadeId,
      usuarioId,
      baixar: async (tituloId, dados) => {
        await baixar(ctx, tituloId, { dados: { ...dados } });
      },
      formaCobrancaId: a.concessionaria.id,
      retorno: { concessionaria: a.id },
      descricao: `Tarifas de arrecadação do retorno nº ${a.id} (${a.concessionaria.nome})`,
      tituloIds: rows.map((r) => r.id),
    },
    tarifas,
  );
}
