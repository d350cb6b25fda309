import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import {
  TAG_DA_CONSULTA,
  URL_CONSULTA,
  type CobrancaDoDoador,
  type ConsultaDoDoador,
  type DoadorEncontrado,
  type PagamentoDoDoador,
} from '../../../shared/api/telemarketing.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../shared/mobilizacao/mensagens.ts';
import type { Db } from '../../db/database.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { fichaDoDoador } from './telemarketing/ficha.ts';

// The donor lookup (mobilizacao.consulta): find a donor of the unit by name, CPF/CNPJ, phone or
// nosso número, and see every colaboração, charge, payment (the gifts received) and call.

const CONFIG = { tags: [TAG_DA_CONSULTA], exigeUnidade: true } as const;
const PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const BUSCA = { type: 'object', required: ['q'], properties: { q: { type: 'string', minLength: 1, maxLength: 100 } } } as const;
const ENCONTRADOS = 20;

const semCuringas = (texto: string): string => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

async function buscar(db: Db, unidadeId: number, q: string): Promise<DoadorEncontrado[]> {
  const texto = q.trim();
  const digitos = texto.replace(/\D/g, '');
  const documento = texto.replace(/[\s./-]/g, '').toUpperCase();
  const porNumero = digitos.length >= 3;
  const { rows } = await sql<DoadorEncontrado>`
    SELECT p.id, p.nome, coalesce(p.cpf, p.cnpj) AS documento, p.telefone, p.celular
    FROM pessoa AS p
    WHERE p.unidade_id = ${unidadeId} AND p.ativo AND (
      p.nome ILIKE ${`%${semCuringas(texto)}%`}
      OR (${porNumero} AND (p.cpf LIKE ${`${semCuringas(digitos)}%`} OR p.cnpj LIKE ${`${semCuringas(documento)}%`} OR p.contatos LIKE ${`%${semCuringas(digitos)}%`}))
      OR (${porNumero} AND p.id IN (SELECT pessoa_id FROM mobilizacao_cobranca WHERE unidade_id = ${unidadeId} AND nosso_numero = ${digitos}))
    )
    ORDER BY p.nome, p.id LIMIT ${ENCONTRADOS}`.execute(db);
  return rows;
}

async function cobrancas(db: Db, pessoaId: number, unidadeId: number): Promise<CobrancaDoDoador[]> {
  const { rows } = await sql<Omit<CobrancaDoDoador, 'valor' | 'valorPago'> & { valor: string; valorPago: string | null }>`
    SELECT c.id, c.nosso_numero AS "nossoNumero", f.nome AS forma, c.vencimento::text AS vencimento, c.valor::text AS valor, c.situacao, c.motivo,
           c.data_pagamento::text AS "dataPagamento", c.valor_pago::text AS "valorPago", f.tipo = 'boleto' AS boleto,
           to_char(c.boleto_enviado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI') AS "boletoEnviadoEm"
    FROM mobilizacao_cobranca AS c JOIN mobilizacao_forma_cobranca AS f ON f.id = c.forma_cobranca_id
    WHERE c.pessoa_id = ${pessoaId} AND c.unidade_id = ${unidadeId} ORDER BY c.vencimento DESC, c.id DESC`.execute(db);
  return rows.map((c) => ({ ...c, valor: Number(c.valor), valorPago: c.valorPago === null ? null : Number(c.valorPago) }));
}

async function pagamentos(db: Db, pessoaId: number, unidadeId: number): Promise<PagamentoDoDoador[]> {
  const { rows } = await sql<Omit<PagamentoDoDoador, 'valor'> & { valor: string }>`
    SELECT d.id, d.data::text AS data, d.valor::text AS valor, d.forma, d.situacao
    FROM doacao AS d WHERE d.pessoa_id = ${pessoaId} AND d.unidade_id = ${unidadeId} AND d.ativo
    ORDER BY d.data DESC, d.id DESC LIMIT 120`.execute(db);
  return rows.map((p) => ({ ...p, valor: Number(p.valor) }));
}

export function rotasDaConsulta(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: { q: string } }>(URL_CONSULTA, { config: CONFIG, schema: { querystring: BUSCA } }, async (request): Promise<SuccessReply<DoadorEncontrado[]>> => ({
    content: await buscar(db, sessaoDe(request).unidadeId ?? 0, request.query.q),
  }));

  app.get<{ Params: { id: number } }>(`${URL_CONSULTA}/:id`, { config: CONFIG, schema: { params: PARAMS } }, async (request): Promise<SuccessReply<ConsultaDoDoador>> => {
    const unidadeId = sessaoDe(request).unidadeId ?? 0;
    const ficha = await fichaDoDoador(db, request.params.id, unidadeId);
    if (ficha === null) throw naoEncontrado(M.doadorInexistente);
    return { content: { ...ficha, cobrancas: await cobrancas(db, ficha.pessoa.id, unidadeId), pagamentos: await pagamentos(db, ficha.pessoa.id, unidadeId) } };
  });
}
