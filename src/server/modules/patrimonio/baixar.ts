import { sql } from 'kysely';
import { centavosDosReais, decimalDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { resultadoDaBaixa } from '../../../shared/patrimonio/baixa.ts';
import { competenciaDa } from '../../../shared/patrimonio/competencia.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from '../../../shared/patrimonio/mensagens.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario, HttpError, naoEncontrado } from '../../http/erros.ts';
import type { AcaoDoGancho } from '../../resources/ganchos.ts';
import { recusarSeFechado } from '../financeiro/fechamento/trava.ts';
import { idDe, numero, texto } from '../financeiro/valores.ts';
import { gravarQuotas, quotasAte } from './depreciar.ts';
import { contasDosGrupos, lancar } from './lancamentos.ts';
import { lerBem, type BemGravado } from './regraDoBem.ts';

// A write-off (the action baixar of bem): the depreciation up to and including its month is
// stored (the quotas not posted yet), no quota after it; the asset's cost leaves the books: its
// accumulated depreciation against the asset account, and its book value to the group's
// write-off result account. What a sale brought in less the book value is the gain (or loss),
// kept in bem_baixa for the reports. A theft needs the police report number.

export const MENSAGEM_BAIXADO = 'Bem baixado.';
export const HISTORICO_BAIXA = 'Baixa do bem {plaqueta} – {descricao}';

export interface PedidoDeBaixa {
  data: string;
  motivoId: number;
  boletim: string | null;
  recebidoCentavos: number;
  observacao: string | null;
}

/** Writes off a locked asset in use whose request was checked: quotas, bem_baixa, the entries. */
export async function registrarBaixa(db: Db, bem: BemGravado, pedido: PedidoDeBaixa, usuarioId: number): Promise<void> {
  const postadas = await gravarQuotas(db, bem, quotasAte(bem, competenciaDa(pedido.data)));
  const r = resultadoDaBaixa(bem.valorCentavos, bem.regra, pedido.data, pedido.recebidoCentavos);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO bem_baixa (bem_id, data, motivo_baixa_id, boletim_ocorrencia, valor_recebido, depreciacao_acumulada, valor_contabil, resultado, observacao, usuario_id)
    VALUES (${bem.id}, ${pedido.data}::date, ${pedido.motivoId}, ${pedido.boletim}, ${decimalDosCentavos(pedido.recebidoCentavos)}::numeric,
      ${decimalDosCentavos(r.acumuladaCentavos)}::numeric, ${decimalDosCentavos(r.valorContabilCentavos)}::numeric, ${decimalDosCentavos(r.resultadoCentavos)}::numeric,
      ${pedido.observacao}, ${usuarioId})
    RETURNING id`.execute(db);
  await sql`UPDATE bem SET situacao = 'BAIXADO', data_baixa = ${pedido.data}::date, atualizado_em = now() WHERE id = ${bem.id}`.execute(db);
  const contas = (await contasDosGrupos(db)).get(bem.grupoId);
  const nome = contas?.descricao ?? '';
  const historico = HISTORICO_BAIXA.replace('{plaqueta}', bem.plaqueta).replace('{descricao}', bem.descricao);
  const base = { unidadeId: bem.unidadeId, data: pedido.data, historico, grupo: nome, origem: { tipo: 'BAIXA_BEM', baixaId: rows[0]!.id } as const };
  await lancar(db, [
    { ...base, centavos: postadas, debito: contas?.despesa ?? null, credito: contas?.depreciacao ?? null },
    { ...base, centavos: r.acumuladaCentavos, debito: contas?.depreciacao ?? null, credito: contas?.ativo ?? null },
    { ...base, centavos: r.valorContabilCentavos, debito: contas?.baixa ?? null, credito: contas?.ativo ?? null },
  ]);
}

export const baixarBem: AcaoDoGancho = async (ctx, id, { dados = {} }) => {
  const bem = await lerBem(ctx.trx, id);
  if (bem === null) throw naoEncontrado();
  if (bem.situacao !== 'ATIVO') throw new HttpError(409, M.jaBaixado);
  const data = texto(dados['data'])?.slice(0, 10) ?? hojeNoModelo();
  if (data > hojeNoModelo()) throw errosDeFormulario([{ field: 'data', message: M.baixaNoFuturo }]);
  if (data < bem.inicioUso) throw errosDeFormulario([{ field: 'data', message: M.baixaAntesDoInicio }]);
  await recusarSeFechado(ctx.trx, data, 'data');
  const motivoId = idDe(dados['motivo']);
  const { rows: motivos } = await sql<{ tipo: string }>`SELECT tipo FROM patrimonio_motivo_baixa WHERE id = ${motivoId}`.execute(ctx.trx);
  if (motivoId === null || motivos[0] === undefined) throw errosDeFormulario([{ field: 'motivo', message: M.motivoInexistente }]);
  const boletim = texto(dados['boletimOcorrencia'])?.trim() ?? '';
  if (motivos[0].tipo === 'FURTO' && boletim === '') throw errosDeFormulario([{ field: 'boletimOcorrencia', message: M.boletimObrigatorio }]);
  const recebidoCentavos = centavosDosReais(numero(dados['valorRecebido']) ?? 0) ?? 0;
  await registrarBaixa(ctx.trx, bem, { data, motivoId, boletim: boletim === '' ? null : boletim, recebidoCentavos, observacao: texto(dados['observacao']) }, ctx.sessao.usuarioId);
  return { mensagem: MENSAGEM_BAIXADO };
};
