import { sql } from 'kysely';
import type { ItemDoCasamento } from '../../../../../shared/api/conciliacao.ts';
import { formatMoney } from '../../../../../shared/format/money.ts';
import { reaisDosCentavos } from '../../../../../shared/financeiro/centavos.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import { auditar } from '../../../../auditoria.ts';
import { errosDeFormulario } from '../../../../http/erros.ts';
import { baixarPelaLinha, travarTituloAberto, type Execucao } from './baixa-do-titulo.ts';
import { baixasParaCasar, MENSAGEM_SINAL_DIFERENTE, transferenciasParaCasar, type Movimento } from './itens.ts';
import { atualizarSituacao, travarLinhaPendente, type LinhaTravada } from './linha.ts';

// Confirming a match: a pending line with baixas and transfers already recorded, and with open
// títulos it pays (a baixa through the finance core, for what is left of the line up to what is
// open of the título). Together they may not pass the line's amount; the line is CONCILIADA once
// its matches add up to it, and stays pending for the rest otherwise.

export const MENSAGEM_PASSA_DA_LINHA = 'Os itens escolhidos (R$ {escolhido}) passam do que falta conciliar na linha (R$ {falta}).';
export const MENSAGEM_CASADO = 'Linha conciliada.';
export const MENSAGEM_CASADO_EM_PARTE = 'Casamento registrado; falta conciliar R$ {falta} da linha.';

const idsDe = (itens: readonly ItemDoCasamento[], origem: ItemDoCasamento['origem']) => itens.filter((i) => i.origem === origem).map((i) => i.id);
const soma = (ms: readonly Movimento[]) => ms.reduce((s, m) => s + m.centavos, 0);
const dinheiro = (centavos: number) => formatMoney(reaisDosCentavos(Math.abs(centavos)));

export async function gravarCasamento(e: Execucao, linha: LinhaTravada, alvo: { baixa?: number; transferencia?: number }, centavos: number, regraId: number | null = null): Promise<void> {
  await sql`INSERT INTO conciliacao (unidade_id, extrato_linha_id, baixa_id, transferencia_id, valor, regra_id, usuario_id)
    VALUES (${linha.unidadeId}, ${linha.id}, ${alvo.baixa ?? null}, ${alvo.transferencia ?? null}, ${reaisDosCentavos(centavos)}, ${regraId}, ${e.sessao.usuarioId})`.execute(e.trx);
}

/** Pays the títulos in the order given with what is left of the line; returns the baixas made. */
async function pagarTitulos(e: Execucao, linha: LinhaTravada, ids: readonly number[], falta: number): Promise<Movimento[]> {
  const feitos: Movimento[] = [];
  let resto = falta;
  for (const id of ids) {
    const titulo = await travarTituloAberto(e.trx, id, linha.unidadeId);
    const sinal = titulo.tipo === 'RECEITA' ? 1 : -1;
    if (sinal !== Math.sign(linha.valorCentavos)) throw errosDeFormulario([{ field: 'itens', message: MENSAGEM_SINAL_DIFERENTE }]);
    const pagar = Math.min(Math.abs(resto), titulo.abertoCentavos);
    if (pagar === 0) throw errosDeFormulario([{ field: 'itens', message: interpolar(MENSAGEM_PASSA_DA_LINHA, { escolhido: dinheiro(titulo.abertoCentavos), falta: dinheiro(resto) }) }]);
    const baixas = await baixarPelaLinha(e, id, titulo.tipo, linha, pagar);
    const { rows } = await sql<{ id: number; valor: string }>`SELECT id, valor::text AS valor FROM baixa WHERE id = ANY(${baixas}::int[]) ORDER BY id`.execute(e.trx);
    feitos.push(...rows.map((r) => ({ id: r.id, centavos: sinal * Math.round(Number(r.valor) * 100) })));
    resto -= sinal * pagar;
  }
  return feitos;
}

export async function casar(e: Execucao, linhaId: number, itens: readonly ItemDoCasamento[]): Promise<string> {
  const linha = await travarLinhaPendente(e.trx, linhaId, e.sessao.unidadeId);
  const baixas = await baixasParaCasar(e.trx, linha, idsDe(itens, 'BAIXA'));
  const transferencias = await transferenciasParaCasar(e.trx, linha, idsDe(itens, 'TRANSFERENCIA'));
  const falta = linha.valorCentavos - linha.casadoCentavos;
  const escolhido = soma(baixas) + soma(transferencias);
  if (Math.abs(escolhido) > Math.abs(falta)) {
    throw errosDeFormulario([{ field: 'itens', message: interpolar(MENSAGEM_PASSA_DA_LINHA, { escolhido: dinheiro(escolhido), falta: dinheiro(falta) }) }]);
  }
  const pagas = await pagarTitulos(e, linha, [...new Set(idsDe(itens, 'TITULO'))], falta - escolhido);
  for (const b of [...baixas, ...pagas]) await gravarCasamento(e, linha, { baixa: b.id }, b.centavos);
  for (const tr of transferencias) await gravarCasamento(e, linha, { transferencia: tr.id }, tr.centavos);
  await atualizarSituacao(e.trx, linha.id);
  const { usuarioId, unidadeId } = e.sessao;
  const casados = { baixas: [...baixas, ...pagas].map((b) => b.id), transferencias: transferencias.map((t) => t.id) };
  await auditar(e.trx, { usuarioId, unidadeId, entidade: 'extratoLinha', entidadeId: linha.id, acao: 'conciliar', alteracoes: { casamentos: { de: null, para: casados } } });
  const restante = falta - escolhido - soma(pagas);
  return restante === 0 ? MENSAGEM_CASADO : interpolar(MENSAGEM_CASADO_EM_PARTE, { falta: dinheiro(restante) });
}
