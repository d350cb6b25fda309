import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../src/shared/mobilizacao/mensagens.ts';
import { dozeMesesAntes } from '../../../../src/shared/mobilizacao/reajuste.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// The fundraising base through the engine: a collection method complete for its kind, an índice
// with its monthly values, and a colaboração adjusted by it (R$ 30,00 by 4,5 % → R$ 31,35), its
// history kept by the database; the adjustment refused before a year or without the índice's months.

let t: AppDeTeste;
let admin: string;
const ref = { indice: 0, pessoa: 0 };

type Resposta = { statusCode: number; body: string; json: <T>() => T };
const post = (url: string, payload: object = {}): Promise<Resposta> => t.chamar({ method: 'POST', url, token: admin, payload });
const erros = (r: Resposta) => r.json<{ errors: { field: string; message: string }[] }>().errors;
const id = (r: Resposta): number => r.json<{ content: { id: number } }>().content.id;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const valores = dozeMesesAntes(hojeNoModelo().slice(0, 7)).map((competencia, i) => ({ competencia, percentual: i === 0 ? 4.5 : 0 }));
  const indice = await post('/api/mobilizacao/indices', { nome: 'Índice do teste', valores });
  expect(indice.statusCode, indice.body).toBe(200);
  ref.indice = id(indice);
  const sede = await idDaUnidade(t.db, 'Sede');
  ref.pessoa = (await sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = ${sede} AND ativo ORDER BY id LIMIT 1`.execute(t.db)).rows[0]!.id;
});
afterAll(async () => {
  await t.fechar();
});

describe('collection methods', () => {
  it('asks a boleto for its bank agreement, and débito automático for the FEBRABAN 150 layout', async () => {
    const incompleto = await post('/api/mobilizacao/formascobranca', { nome: 'Boleto sem convênio', tipo: 'boleto', banco: '001' });
    expect(incompleto.statusCode).toBe(422);
    expect(erros(incompleto).map((e) => e.field)).toEqual(expect.arrayContaining(['agencia', 'conta', 'convenio', 'layout']));
    const debito = await post('/api/mobilizacao/formascobranca', {
      nome: 'Débito do teste', tipo: 'debito_automatico', banco: '237', agencia: '1234', conta: '99887', convenio: 'ABC123', layout: 'CNAB400',
    });
    expect(erros(debito)).toEqual([{ field: 'layout', message: M.layoutDoTipo }]);
    const boleto = await post('/api/mobilizacao/formascobranca', {
      nome: 'Boleto do teste', tipo: 'boleto', banco: '001', agencia: '1234', conta: '56789', convenio: '1234567', layout: 'CNAB240', carteira: '17',
    });
    expect(boleto.statusCode, boleto.body).toBe(200);
  });
});

describe('the yearly adjustment of a colaboração', () => {
  const nova = async (inicio: string, indice: number | null): Promise<number> => {
    const r = await post('/api/mobilizacao/colaboracoes', { pessoa: ref.pessoa, valor: 30, diaDoMes: 10, forma: 'PIX', inicio, indice });
    expect(r.statusCode, r.body).toBe(200);
    return id(r);
  };

  it('adjusts R$ 30,00 by 4,5 % to R$ 31,35 and keeps the change in its history', async () => {
    const colaboracao = await nova('2024-01-10', ref.indice);
    const r = await post(`/api/mobilizacao/colaboracoes/${colaboracao}/reajustar`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ message: string }>().message).toBe('Colaboração reajustada em 4,5%: de R$ 30,00 para R$ 31,35.');
    const lida = (await t.chamar({ method: 'GET', url: `/api/mobilizacao/colaboracoes/${colaboracao}`, token: admin })).json<{
      content: { valor: number; ultimoReajuste: string; alteracoes: { descricao: string; valor: number }[] };
    }>().content;
    expect(lida).toMatchObject({ valor: 31.35, ultimoReajuste: hojeNoModelo() });
    expect(lida.alteracoes[0]).toMatchObject({ descricao: 'Valor de R$ 30,00 para R$ 31,35', valor: 31.35 });
    const deNovo = await post(`/api/mobilizacao/colaboracoes/${colaboracao}/reajustar`);
    expect(deNovo.statusCode).toBe(422);
  });

  it('refuses without an índice, and when the índice lacks a month', async () => {
    const semIndice = await nova('2024-01-10', null);
    expect(erros(await post(`/api/mobilizacao/colaboracoes/${semIndice}/reajustar`))).toEqual([{ field: 'indice', message: M.reajusteSemIndice }]);
    const outro = id(await post('/api/mobilizacao/indices', { nome: 'Índice incompleto', valores: [] }));
    const semMeses = await nova('2024-01-10', outro);
    const r = await post(`/api/mobilizacao/colaboracoes/${semMeses}/reajustar`);
    expect(r.statusCode).toBe(422);
    expect(erros(r)[0]!.message).toMatch(/^O índice Índice incompleto não tem os valores de /);
  });

  it('lists the receivables a colaboração generated', async () => {
    const colaboracao = await nova('2024-01-10', null);
    const gerar = await post('/api/doacao/colaboracoes/gerar', { ids: [colaboracao] });
    expect(gerar.statusCode, gerar.body).toBe(200);
    const lida = (await t.chamar({ method: 'GET', url: `/api/mobilizacao/colaboracoes/${colaboracao}`, token: admin })).json<{
      content: { recebiveis: { valor: number; situacao: string; titulo: number | null }[] };
    }>().content;
    expect(lida.recebiveis).toHaveLength(1);
    expect(lida.recebiveis[0]).toMatchObject({ valor: 30, situacao: 'PENDENTE' });
    expect(lida.recebiveis[0]!.titulo).toEqual(expect.any(Number));
  });
});
