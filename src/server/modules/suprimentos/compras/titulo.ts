import { sql } from 'kysely';
import { somarDias } from '../../../../shared/calendario/data.ts';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { parcelar } from '../../../../shared/financeiro/parcelamento.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { auditar } from '../../../auditoria.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import { entrarEmAprovacaoCriado } from '../../aprovacaofinanceira/entrada.ts';
import { inicioDoMes } from '../../financeiro/fechamento/competencia.ts';
import { recusarAcaoSeFechada } from '../../financeiro/fechamento/trava.ts';
import { feriadosDaInstituicao } from '../../financeiro/titulos/feriados.ts';
import { recalcularTitulo } from '../../financeiro/titulos/posicao.ts';
import type { CompraTravada } from './leitura.ts';

// The payable a receipt creates: a despesa of the purchase's unit to its supplier, for what was
// received, in the installments of its payment form (the first so many days after the receipt,
// the others monthly, each on a business day), its position worked out by the títulos' own rule,
// then entered into financial approval as every payable created outside the form is
// (entrarEmAprovacaoCriado), whoever received it its requester. A closed period refuses it.

export const DESCRICAO_DO_TITULO = 'Compra nº {compra}: recebimento de {data}';

interface Forma {
  parcelas: number;
  dias: number;
}

async function formaDe(ctx: ContextoDoGancho, id: number | null): Promise<Forma> {
  const { rows } = await sql<Forma>`SELECT parcelas, dias_primeira AS dias FROM suprimento_forma_pagamento WHERE id = ${id}`.execute(ctx.trx);
  return rows[0] ?? { parcelas: 1, dias: 0 };
}

export async function criarTituloDaCompra(ctx: ContextoDoGancho, c: CompraTravada, data: string, centavos: number): Promise<number> {
  await recusarAcaoSeFechada(ctx.trx, inicioDoMes(data));
  const forma = await formaDe(ctx, c.formaPagamentoId);
  const parcelas = parcelar({
    valorCentavos: centavos,
    primeiroVencimento: somarDias(data, forma.dias),
    quantidade: Math.min(forma.parcelas, centavos),
    feriadosExtras: await feriadosDaInstituicao(ctx.trx),
  });
  const valor = decimalDosCentavos(centavos);
  const descricao = interpolar(DESCRICAO_DO_TITULO, { compra: c.id, data: formatDate(data) });
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, conta_id, documento, emissao, competencia, descricao, valor, data_vencimento, quantidade_parcelas,
      situacao, valor_pago, valor_aberto, proximo_vencimento)
    VALUES (${c.unidadeId}, 'DESPESA', ${c.fornecedorId}, ${c.categoriaId}, ${c.contaId}, ${`Compra ${c.id}`}, ${data}::date, ${inicioDoMes(data)}::date, ${descricao},
      ${valor}::numeric, ${parcelas[0]!.dataVencimento}::date, ${parcelas.length}, 'ABERTO', 0, ${valor}::numeric, ${parcelas[0]!.dataVencimentoReal}::date)
    RETURNING id`.execute(ctx.trx);
  const tituloId = rows[0]!.id;
  for (const [ordem, p] of parcelas.entries()) {
    await sql`INSERT INTO parcela (titulo_id, unidade_id, ordem, numero, vencimento, vencimento_real, valor)
      VALUES (${tituloId}, ${c.unidadeId}, ${ordem}, ${p.numero}, ${p.dataVencimento}::date, ${p.dataVencimentoReal}::date, ${decimalDosCentavos(p.valorCentavos)}::numeric)`.execute(ctx.trx);
  }
  await recalcularTitulo(ctx.trx, tituloId);
  await auditar(ctx.trx, { usuarioId: ctx.sessao.usuarioId, unidadeId: c.unidadeId, entidade: 'despesa', entidadeId: tituloId, acao: 'criar', alteracoes: { compra: { de: null, para: c.id } } });
  await entrarEmAprovacaoCriado(ctx, tituloId, ctx.sessao.usuarioId);
  return tituloId;
}
