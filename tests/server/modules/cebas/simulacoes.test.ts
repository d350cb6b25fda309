import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstatisticasDoCebas, SimulacaoSalva } from '../../../../src/shared/api/cebas.ts';
import { MENSAGENS_DO_CEBAS as M } from '../../../../src/shared/cebas/mensagens.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The CEBAS simulations through their calls: the server recomputes what it stores (the issue's
// worked case), for the session's unit; the statistics answer the latest of each year and unit;
// bad input is a pt-BR 422 that stores nothing; each calculator asks for its own tag.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
let soBasica: string;
const URL = '/api/cebas/simulacoes';

const post = (token: string, payload: object) => t.chamar({ method: 'POST', url: URL, token, payload });
const ler = (token: string, tipo: string) => t.chamar({ method: 'GET', url: `${URL}?tipo=${tipo}`, token });

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  await criarUsuario(t.db, { login: 'sobasica', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: ['cebas.basica.simular'] });
  soBasica = await t.entrar('sobasica');
});
afterAll(async () => {
  await t.fechar();
});

describe('the CEBAS simulations', () => {
  it('recomputes and stores the básica worked case for the session’s unit', async () => {
    // The client's own figures are ignored: the server computes from the counts.
    const r = await post(soBasica, { tipo: 'basica', ano: 2031, alunosPagantes: 1000, bolsasIntegrais: 111, bolsasParciais: 178 });
    expect(r.statusCode, r.body).toBe(200);
    const salva = r.json<{ content: SimulacaoSalva; message: string }>();
    expect(salva.content).toMatchObject({ bolsasExigidas: 200, bolsasIntegraisMinimas: 111, bolsasConcedidas: 200, atende: true });
    expect(salva.message).toBe('Simulação de 2031 salva.');
    const outra = await post(adminNorte, { tipo: 'basica', ano: 2031, alunosPagantes: 1003, bolsasIntegrais: 100, bolsasIntegraisTempoIntegral: 3 });
    expect(outra.json<{ content: SimulacaoSalva }>().content).toMatchObject({ bolsasExigidas: 201, bolsasConcedidas: 104.2, atende: false });

    const e = (await ler(admin, 'basica')).json<{ content: EstatisticasDoCebas }>().content;
    const de2031 = e.simulacoes.filter((s) => s.ano === 2031);
    expect(de2031.map((s) => [s.unidade.nome, s.bolsasExigidas, s.bolsasConcedidas])).toEqual([
      ['Sede', 200, 200],
      ['Unidade Norte', 201, 104.2],
    ]);
    expect(e.parametros).toMatchObject({ limiteIntegral: 1.5, limiteParcial: 3, majoracaoAssistenteSocial: 20 });
    // A user of the Sede only sees the Sede's.
    const doUsuario = (await ler(soBasica, 'basica')).json<{ content: EstatisticasDoCebas }>().content;
    expect(new Set(doUsuario.simulacoes.map((s) => s.unidade.nome))).toEqual(new Set(['Sede']));
  });

  it('answers the latest simulation of a year and unit', async () => {
    await post(admin, { tipo: 'basica', ano: 2031, alunosPagantes: 500 });
    const e = (await ler(admin, 'basica')).json<{ content: EstatisticasDoCebas }>().content;
    expect(e.simulacoes.filter((s) => s.ano === 2031 && s.unidade.nome === 'Sede').map((s) => s.bolsasExigidas)).toEqual([100]);
  });

  it('takes Prouni from the parameters when the superior calculator does not say', async () => {
    const sem = await post(admin, { tipo: 'superior', ano: 2031, alunosPagantes: 1002 });
    expect(sem.json<{ content: SimulacaoSalva }>().content.bolsasExigidas).toBe(251);
    expect((await t.chamar({ method: 'PUT', url: '/api/cebas/parametros', token: admin, payload: { prouni: true } })).statusCode).toBe(200);
    const com = await post(admin, { tipo: 'superior', ano: 2032, alunosPagantes: 1002 });
    expect(com.json<{ content: SimulacaoSalva }>().content.bolsasExigidas).toBe(200);
  });

  it('refuses bad input in pt-BR and stores nothing', async () => {
    const antes = (await ler(admin, 'basicamista')).json<{ content: EstatisticasDoCebas }>().content.simulacoes.length;
    const r = await post(admin, { tipo: 'basicamista', ano: 'dois mil', alunosPagantes: -3, bolsasParciais: 'dez', alunosGratuitos: 5, alunosGratuitosPerfilIntegral: 6 });
    expect(r.statusCode).toBe(422);
    expect(r.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'ano', message: M.anoInvalido },
      { field: 'alunosPagantes', message: M.contagemInvalida },
      { field: 'bolsasParciais', message: M.contagemInvalida },
      { field: 'alunosGratuitosPerfilIntegral', message: M.perfilAcimaDosGratuitos },
    ]);
    expect((await post(admin, { tipo: 'infantil', ano: 2031 })).statusCode).toBe(422);
    expect((await post(admin, ['basica'])).statusCode).toBe(422);
    expect((await ler(admin, 'outro')).statusCode).toBe(422);
    expect((await ler(admin, 'basicamista')).json<{ content: EstatisticasDoCebas }>().content.simulacoes.length).toBe(antes);
  });

  it('asks for the tag of the calculator named', async () => {
    for (const r of [await post(soBasica, { tipo: 'superior', ano: 2031, alunosPagantes: 10 }), await ler(soBasica, 'basicagratuita')]) {
      expect(r.statusCode).toBe(403);
      expect(r.json<{ message: string }>().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
    const operador = await t.entrarNaUnidade('operador', 'Sede');
    expect((await post(operador, { tipo: 'basica', ano: 2031, alunosPagantes: 10 })).statusCode).toBe(403);
  });
});
