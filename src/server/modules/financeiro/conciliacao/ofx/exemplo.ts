import { sql } from 'kysely';
import { somarDias } from '../../../../../shared/calendario/index.ts';
import { centavosDoDecimal } from '../../../../../shared/financeiro/centavos.ts';
import type { ExtratoParaOfx, LinhaParaOfx } from '../../../../../shared/financeiro/conciliacao/escritaOfx.ts';
import { hojeNoModelo } from '../../../../../shared/format/dates.ts';
import type { Db } from '../../../../db/database.ts';
import { naoEncontrado } from '../../../../http/erros.ts';
import { contasDaUnidade, saldoNoInicioDe } from '../../movimento/contas.ts';

// The demo's bank statement: the last 30 days of the unit's first checking account as its bank
// would send them. Every movement the system holds in the period (baixas, transfers and their
// reversals), two open títulos the bank already paid or received (the system does not know yet),
// and three lines nobody recorded: the monthly bank fee, an anonymous donation and two PIX fees
// that share a FITID (Brazilian banks repeat them). The closing balance is the system's plus
// those lines, so a full reconciliation ends on the bank's balance. Built from the unit's own
// data on each request, hence always consistent with it; the same data gives the same file.

export const MENSAGEM_SEM_CONTA_DE_EXEMPLO = 'A unidade não tem conta corrente com banco, agência e número para o exemplo.';
export const DIAS_DO_EXEMPLO = 30;

/** The lines no one recorded, in cents. */
export const TARIFA_MENSAL = { memo: 'TARIFA BANCARIA - PACOTE DE SERVICOS', valorCentavos: -5490 };
export const DOACAO_ANONIMA = { memo: 'PIX RECEBIDO - DOAÇÃO ANÔNIMA', valorCentavos: 25000 };
export const TARIFA_PIX = { memo: 'TARIFA PIX ENVIADO', valorCentavos: -150 };

interface ContaBancaria {
  id: number;
  banco: string;
  agencia: string;
  numero: string;
}

interface Movimento {
  data: string;
  valor: string;
  tipo: string;
  id: number;
  nome: string | null;
}

const PREFIXO: Readonly<Record<string, string>> = { BAIXA: '1', ESTORNO_BAIXA: '2', TRANSFERENCIA_SAIDA: '3', TRANSFERENCIA_ENTRADA: '3', ESTORNO_TRANSFERENCIA: '4', TITULO: '5' };

const maiusculas = (texto: string): string => texto.toLocaleUpperCase('pt-BR').slice(0, 60);

function memoDe(m: Movimento, centavos: number): string {
  const nome = maiusculas(m.nome ?? '');
  if (m.tipo.startsWith('ESTORNO')) return `ESTORNO ${nome}`;
  if (m.tipo.startsWith('TRANSFERENCIA')) return `TRANSF ${nome}`;
  return centavos < 0 ? `PAGTO ${nome}` : `PIX RECEBIDO ${nome}`;
}

function linhaDe(m: Movimento): LinhaParaOfx {
  const valorCentavos = centavosDoDecimal(m.valor) ?? 0;
  return { fitid: `${m.data.replaceAll('-', '')}${PREFIXO[m.tipo] ?? '9'}${String(m.id).padStart(7, '0')}`, data: m.data, valorCentavos, memo: memoDe(m, valorCentavos) };
}

async function contaDoExemplo(db: Db, unidadeId: number): Promise<ContaBancaria> {
  const { rows } = await sql<ContaBancaria>`
    SELECT id, banco, agencia, numero FROM conta
    WHERE unidade_id = ${unidadeId} AND ativo AND tipo = 'CONTA_CORRENTE' AND banco IS NOT NULL AND agencia IS NOT NULL AND numero IS NOT NULL
    ORDER BY id LIMIT 1`.execute(db);
  if (rows[0] === undefined) throw naoEncontrado(MENSAGEM_SEM_CONTA_DE_EXEMPLO);
  return rows[0];
}

async function movimentos(db: Db, contaId: number, inicio: string, fim: string): Promise<Movimento[]> {
  const { rows } = await sql<Movimento>`
    SELECT to_char(m.data, 'YYYY-MM-DD') AS data, m.valor::text AS valor, m.tipo, coalesce(m.baixa_id, m.transferencia_id) AS id,
      coalesce(p.nome, m.descricao) AS nome
    FROM movimento_conta AS m LEFT JOIN pessoa AS p ON p.id = m.pessoa_id
    WHERE m.conta_id = ${contaId} AND m.data BETWEEN ${inicio}::date AND ${fim}::date AND m.valor <> 0`.execute(db);
  return rows;
}

/** A receivable and a payable of the account, open and due in the period: paid at the bank, not yet in the system. */
async function titulosAbertos(db: Db, contaId: number, inicio: string, fim: string): Promise<Movimento[]> {
  const { rows } = await sql<Movimento>`
    SELECT DISTINCT ON (t.tipo) to_char(t.proximo_vencimento, 'YYYY-MM-DD') AS data,
      (CASE t.tipo WHEN 'RECEITA' THEN 1 ELSE -1 END * t.valor_aberto)::text AS valor, 'TITULO' AS tipo, t.id, coalesce(p.nome, t.descricao) AS nome
    FROM titulo AS t LEFT JOIN pessoa AS p ON p.id = t.pessoa_id
    WHERE t.conta_id = ${contaId} AND t.ativo AND t.situacao = 'ABERTO' AND t.valor_aberto > 0
      AND t.proximo_vencimento BETWEEN ${inicio}::date AND ${fim}::date
    ORDER BY t.tipo, t.proximo_vencimento DESC, t.id`.execute(db);
  return rows;
}

function semRegistro(inicio: string, fim: string): LinhaParaOfx[] {
  const primeiroDoMes = `${fim.slice(0, 7)}-01`;
  const tarifa = primeiroDoMes >= inicio ? primeiroDoMes : inicio;
  const [pix, doacao] = [somarDias(fim, -6), somarDias(fim, -3)];
  const fitid = (data: string, sufixo: string) => `${data.replaceAll('-', '')}9${sufixo}`;
  return [
    { ...TARIFA_MENSAL, fitid: fitid(tarifa, '0000001'), data: tarifa },
    { ...TARIFA_PIX, fitid: fitid(pix, '0000002'), data: pix },
    { ...TARIFA_PIX, fitid: fitid(pix, '0000002'), data: pix },
    { ...DOACAO_ANONIMA, fitid: fitid(doacao, '0000003'), data: doacao },
  ];
}

export async function extratoDeExemplo(db: Db, unidadeId: number, hoje = hojeNoModelo()): Promise<ExtratoParaOfx> {
  const conta = await contaDoExemplo(db, unidadeId);
  const [inicio, fim] = [somarDias(hoje, -DIAS_DO_EXEMPLO), somarDias(hoje, -1)];
  const registrados = (await movimentos(db, conta.id, inicio, fim)).map(linhaDe);
  const pagosNoBanco = (await titulosAbertos(db, conta.id, inicio, fim)).map(linhaDe);
  const extras = [...pagosNoBanco, ...semRegistro(inicio, fim)];
  const linhas = [...registrados, ...extras].sort((a, b) => a.data.localeCompare(b.data) || a.fitid.localeCompare(b.fitid));
  const [daConta] = await contasDaUnidade(db, unidadeId, conta.id);
  const saldoNoSistema = daConta === undefined ? 0 : await saldoNoInicioDe(db, [daConta], somarDias(fim, 1));
  const saldoFinalCentavos = saldoNoSistema + extras.reduce((soma, l) => soma + l.valorCentavos, 0);
  return { banco: conta.banco, agencia: conta.agencia, conta: conta.numero, inicio, fim, saldoFinalCentavos, linhas };
}
