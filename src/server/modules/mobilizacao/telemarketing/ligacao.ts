import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import type { LigacaoRegistrada, PedidoDeLigacao, PromessaDaLigacao } from '../../../../shared/api/telemarketing.ts';
import { centavosDosReais, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { conferirProximaLigacao, type ResultadoDaLigacao } from '../../../../shared/mobilizacao/agenda.ts';
import { conferirContaDoDebito } from '../../../../shared/mobilizacao/contaDoDebito.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../shared/mobilizacao/mensagens.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { seguraODoador } from './reserva.ts';

// Records a call of the donor the operator holds, in one transaction: the outcome (a situação),
// notes, the next call (required to call back), and for a promise the colaboração it records, new
// (origin telemarketing, from today) or changed — by débito automático with the donor's agency and
// account (the colaboração's own rule) —; then the donor goes back to the agenda. Any refusal is a
// 422 that changes nothing.

const FUSO = 'America/Sao_Paulo';

export interface QuemLiga {
  unidadeId: number;
  operadorId: number;
  /** Now and today, local: AAAA-MM-DDTHH:mm. */
  agora: string;
}

const recusar = (field: string, message: string): never => {
  throw errosDeFormulario([{ field, message }]);
};

async function resultadoDaSituacao(trx: Db, situacaoId: number): Promise<ResultadoDaLigacao> {
  const { rows } = await sql<{ resultado: ResultadoDaLigacao }>`SELECT resultado FROM mobilizacao_situacao_ligacao WHERE id = ${situacaoId} AND ativo`.execute(trx);
  return rows[0]?.resultado ?? recusar('situacao', M.situacaoInexistente);
}

function errosDaPromessa(p: PromessaDaLigacao): FieldError[] {
  const erros: FieldError[] = [];
  const centavos = centavosDosReais(p.valor);
  if (centavos === null || centavos <= 0) erros.push({ field: 'colaboracao.valor', message: M.promessaSemColaboracao });
  if (!Number.isInteger(p.diaDoMes) || p.diaDoMes < 1 || p.diaDoMes > 28) erros.push({ field: 'colaboracao.diaDoMes', message: M.promessaSemColaboracao });
  const conta = conferirContaDoDebito({ forma: p.forma, debitoAgencia: p.debitoAgencia ?? null, debitoConta: p.debitoConta ?? null });
  return [...erros, ...conta.map((e) => ({ field: `colaboracao.${e.field}`, message: e.message }))];
}

/** The donor's account the colaboração keeps: by débito, the one given; otherwise none. */
function contaDaPromessa(p: PromessaDaLigacao): { agencia: string | null; conta: string | null } {
  if (p.forma !== 'DEBITO_AUTOMATICO') return { agencia: null, conta: null };
  return { agencia: p.debitoAgencia?.trim() ?? null, conta: p.debitoConta?.trim() ?? null };
}

async function gravarPromessa(trx: Db, pedido: PedidoDeLigacao, p: PromessaDaLigacao, quem: QuemLiga): Promise<number> {
  const valor = decimalDosCentavos(centavosDosReais(p.valor) ?? 0);
  const campanha = pedido.campanha ?? null;
  const debito = contaDaPromessa(p);
  if (p.id !== undefined && p.id !== null) {
    const { rows } = await sql<{ id: number }>`
      UPDATE colaboracao SET valor = ${valor}::numeric, dia_do_mes = ${p.diaDoMes}, forma = ${p.forma},
        debito_agencia = coalesce(${debito.agencia}, debito_agencia), debito_conta = coalesce(${debito.conta}, debito_conta),
        campanha_cadastrada_id = coalesce(${campanha}::int, campanha_cadastrada_id), atualizado_em = now()
      WHERE id = ${p.id} AND pessoa_id = ${pedido.pessoa} AND unidade_id = ${quem.unidadeId} RETURNING id`.execute(trx);
    return rows[0]?.id ?? recusar('colaboracao.id', M.colaboracaoDeOutroDoador);
  }
  const { rows } = await sql<{ id: number }>`
    INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, campanha_cadastrada_id, inicio, origem, debito_agencia, debito_conta)
    VALUES (${quem.unidadeId}, ${pedido.pessoa}, ${valor}::numeric, ${p.diaDoMes}, ${p.forma}, ${campanha}, ${quem.agora.slice(0, 10)}::date, 'TELEMARKETING',
      ${debito.agencia}, ${debito.conta})
    RETURNING id`.execute(trx);
  return rows[0]!.id;
}

export async function registrarLigacao(trx: Db, pedido: PedidoDeLigacao, quem: QuemLiga): Promise<LigacaoRegistrada> {
  if (!(await seguraODoador(trx, pedido.pessoa, quem.operadorId))) recusar('pessoa', M.semReserva);
  const resultado = await resultadoDaSituacao(trx, pedido.situacao);
  const proxima = pedido.proximaLigacao ?? null;
  const erroDaProxima = conferirProximaLigacao(resultado, proxima, quem.agora);
  if (erroDaProxima !== null) recusar('proximaLigacao', erroDaProxima);
  const campanha = pedido.campanha ?? null;
  if (campanha !== null) {
    const { rows } = await sql`SELECT 1 FROM mobilizacao_campanha WHERE id = ${campanha}`.execute(trx);
    if (rows.length === 0) recusar('campanha', M.campanhaInexistente);
  }
  const promessa = pedido.colaboracao ?? null;
  if (resultado === 'promessa' && promessa === null) recusar('colaboracao', M.promessaSemColaboracao);
  let colaboracaoId: number | null = null;
  if (resultado === 'promessa' && promessa !== null) {
    const erros = errosDaPromessa(promessa);
    if (erros.length > 0) throw errosDeFormulario(erros);
    colaboracaoId = await gravarPromessa(trx, pedido, promessa, quem);
  }
  const { rows } = await sql<{ id: number }>`
    INSERT INTO mobilizacao_ligacao (unidade_id, pessoa_id, colaboracao_id, campanha_id, operador_id, situacao_id, observacao, proxima_ligacao)
    VALUES (${quem.unidadeId}, ${pedido.pessoa}, ${colaboracaoId}, ${campanha}, ${quem.operadorId}, ${pedido.situacao}, ${pedido.observacao ?? null},
      ${proxima === null ? null : `${proxima}:00`}::timestamp AT TIME ZONE ${FUSO})
    RETURNING id`.execute(trx);
  await sql`DELETE FROM mobilizacao_reserva WHERE pessoa_id = ${pedido.pessoa}`.execute(trx);
  return { id: rows[0]!.id, colaboracaoId };
}
