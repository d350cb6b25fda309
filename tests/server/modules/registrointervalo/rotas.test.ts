import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Intervalo, MetadataDoIntervalo, ResumoDosIntervalos } from '../../../../src/shared/api/registrointervalo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { criarGrupo, criarTipo, diaDeTeste, em, relogio } from './ajudantes.ts';

const { data: DIA, diaDaSemana } = diaDeTeste();
const OUTRO_DIA = (diaDaSemana + 1) % 7;
const TAG = ['registrointervalo.intervalo.registrar'];
const clock = relogio(em(DIA, '12:05:00'));

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const ids = { ana: 0, lanche: 0, pausa: 0, inativo: 0, h1: 0, h2: 0, h3: 0, h4: 0, norte: 0 };

beforeAll(async () => {
  t = await criarAppDeTeste({}, { agora: clock.agora });
  const sede = await idDaUnidade(t.db, 'Sede');
  const norte = await idDaUnidade(t.db, 'Unidade Norte');
  ids.ana = await criarUsuario(t.db, { login: 'ana', unidadeIds: [sede], tags: TAG });
  await criarUsuario(t.db, { login: 'bia', unidadeIds: [sede], tags: TAG });
  const caio = await criarUsuario(t.db, { login: 'caio', unidadeIds: [norte], tags: TAG });
  const semTag = await criarUsuario(t.db, { login: 'semtag', unidadeIds: [sede] });
  ids.lanche = await criarTipo(t.db, sede, 'Lanche');
  ids.pausa = await criarTipo(t.db, sede, 'Pausa');
  ids.inativo = await criarTipo(t.db, sede, 'Inativo', false);
  const g = await criarGrupo(t.db, {
    unidadeId: sede,
    descricao: 'Turno da tarde',
    membros: [ids.ana, semTag],
    tipos: [ids.lanche, ids.inativo],
    horarios: [
      { diasSemana: [diaDaSemana], inicio: '15:00', fim: '15:30', duracaoMaximaMin: 10 },
      { diasSemana: [diaDaSemana], inicio: '12:00', fim: '12:30', duracaoMaximaMin: 15 },
      { diasSemana: [OUTRO_DIA], inicio: '12:00', fim: '13:00', duracaoMaximaMin: 15 },
      { diasSemana: [diaDaSemana, OUTRO_DIA], inicio: '12:00', fim: '12:59', duracaoMaximaMin: 30 },
    ],
  });
  [ids.h2, ids.h1, ids.h3, ids.h4] = g.horarios as [number, number, number, number];
  const lancheNorte = await criarTipo(t.db, norte, 'Lanche do Norte');
  ids.norte = (await criarGrupo(t.db, { unidadeId: norte, descricao: 'Equipe Norte', membros: [caio], tipos: [lancheNorte], horarios: [{ diasSemana: [diaDaSemana], inicio: '12:00', fim: '12:30', duracaoMaximaMin: 15 }] })).horarios[0] ?? 0;
  for (const login of ['ana', 'bia', 'caio', 'semtag']) tokens[login] = await t.entrar(login);
});
afterAll(async () => {
  await t.fechar();
});

const chamar = (login: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.chamar({ method, url, token: tokens[login], ...(payload === undefined ? {} : { payload }) });
const registrar = (login: string, horarioId: number | string) => chamar(login, 'POST', `/api/registrointervalo/registrointervalo?grupoIntervaloHorarioId=${horarioId}`);
const iniciar = (login: string, intervaloId: number, tipoIntervaloId: number) => chamar(login, 'POST', '/api/registrointervalo/intervalos', { intervaloId, tipoIntervaloId });
const encerrar = (login: string, id: number) => chamar(login, 'POST', `/api/registrointervalo/intervalos/${id}/encerrar`);

const ROTAS: ['GET' | 'POST', string][] = [
  ['GET', '/api/registrointervalo/intervalos/metadata'],
  ['GET', '/api/registrointervalo/intervalos/ativo'],
  ['GET', '/api/registrointervalo/intervalos/resumo'],
  ['POST', '/api/registrointervalo/intervalos'],
  ['POST', '/api/registrointervalo/intervalos/1/encerrar'],
  ['POST', '/api/registrointervalo/registrointervalo?grupoIntervaloHorarioId=1'],
];

describe('access', () => {
  it.each(ROTAS)('%s %s needs a session', async (method, url) => {
    const r = await t.chamar({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
  });

  it.each(ROTAS)('%s %s needs registrointervalo.intervalo.registrar', async (method, url) => {
    const r = await chamar('semtag', method, url, method === 'POST' ? {} : undefined);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });
});

describe('GET /intervalos/metadata', () => {
  it("lists today's schedules of the user's groups by start, open or not, with the group's active types", async () => {
    const r = await chamar('ana', 'GET', '/api/registrointervalo/intervalos/metadata');
    expect(r.statusCode).toBe(200);
    const { horarios, agora } = r.json<{ content: MetadataDoIntervalo }>().content;
    expect(agora).toBe(clock.agora().toISOString());
    const tipos = [{ id: ids.lanche, descricao: 'Lanche' }];
    expect(horarios).toEqual([
      { id: ids.h1, grupoId: expect.any(Number), grupo: 'Turno da tarde', inicio: '12:00', fim: '12:30', duracaoMaximaMin: 15, aberto: true, tipos },
      { id: ids.h4, grupoId: expect.any(Number), grupo: 'Turno da tarde', inicio: '12:00', fim: '12:59', duracaoMaximaMin: 30, aberto: true, tipos },
      { id: ids.h2, grupoId: expect.any(Number), grupo: 'Turno da tarde', inicio: '15:00', fim: '15:30', duracaoMaximaMin: 10, aberto: false, tipos },
    ]);
  });

  it("shows no other unit's or other group's schedules", async () => {
    expect((await chamar('bia', 'GET', '/api/registrointervalo/intervalos/metadata')).json().content.horarios).toEqual([]);
    const doCaio = (await chamar('caio', 'GET', '/api/registrointervalo/intervalos/metadata')).json<{ content: MetadataDoIntervalo }>().content;
    expect(doCaio.horarios.map((h) => h.id)).toEqual([ids.norte]);
  });
});

describe('the flow: register → start → end', () => {
  let primeiro: Intervalo;

  it('refuses a missing or malformed schedule id with 422', async () => {
    const sem = await chamar('ana', 'POST', '/api/registrointervalo/registrointervalo');
    expect(sem.statusCode).toBe(422);
    expect(sem.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'grupoIntervaloHorarioId', message: 'Preenchimento obrigatório.' }] });
    expect((await registrar('ana', 'abc')).statusCode).toBe(422);
    expect((await registrar('ana', 0)).statusCode).toBe(422);
  });

  it("answers 404 for an unknown schedule and for another unit's", async () => {
    for (const id of [987654, ids.norte]) {
      const r = await registrar('ana', id);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'Horário de intervalo não encontrado.' });
    }
  });

  it('refuses a user who is not a member, and a window that is not open now', async () => {
    expect((await registrar('bia', ids.h1)).json()).toEqual({ message: 'Você não participa do grupo deste intervalo.' });
    const fechada = await registrar('ana', ids.h2);
    expect(fechada.statusCode).toBe(422);
    expect(fechada.json()).toEqual({ message: 'O intervalo não está liberado neste horário.' });
    expect((await registrar('ana', ids.h3)).statusCode).toBe(422);
  });

  it("registers the notice: today's LIBERADO break, the same one however often it is registered", async () => {
    const [a, b] = await Promise.all([registrar('ana', ids.h1), registrar('ana', ids.h1)]);
    expect(a?.statusCode).toBe(200);
    primeiro = a?.json<{ content: Intervalo }>().content as Intervalo;
    expect(primeiro).toEqual({
      id: expect.any(Number),
      estado: 'LIBERADO',
      grupoIntervaloHorarioId: ids.h1,
      grupo: 'Turno da tarde',
      tipo: null,
      data: DIA,
      liberadoEm: clock.agora().toISOString(),
      iniciadoEm: null,
      encerradoEm: null,
      duracaoS: null,
      duracaoMaximaMin: 15,
      excedido: false,
    });
    expect(b?.json().content.id).toBe(primeiro.id);
    expect((await registrar('ana', ids.h1)).json().content).toEqual(primeiro);
    const auditoria = await t.db.selectFrom('auditoria').select('acao').where('entidade', '=', 'intervalo').where('entidade_id', '=', String(primeiro.id)).execute();
    expect(auditoria).toEqual([{ acao: 'criar' }]);
  });

  it('refuses a start without its fields, with a type the group lacks or an inactive one', async () => {
    const vazio = await chamar('ana', 'POST', '/api/registrointervalo/intervalos', {});
    expect(vazio.statusCode).toBe(422);
    expect(vazio.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [
        { field: 'intervaloId', message: 'Preenchimento obrigatório.' },
        { field: 'tipoIntervaloId', message: 'Preenchimento obrigatório.' },
      ],
    });
    expect((await chamar('ana', 'POST', '/api/registrointervalo/intervalos', { intervaloId: primeiro.id, tipoIntervaloId: 'x' })).statusCode).toBe(422);
    for (const tipo of [ids.pausa, ids.inativo, 999999]) {
      const r = await iniciar('ana', primeiro.id, tipo);
      expect(r.statusCode).toBe(422);
      expect(r.json()).toEqual({
        message: 'Este tipo de intervalo não é permitido para o grupo.',
        errors: [{ field: 'tipoIntervaloId', message: 'Este tipo de intervalo não é permitido para o grupo.' }],
      });
    }
  });

  it("refuses to start someone else's break", async () => {
    const r = await iniciar('bia', primeiro.id, ids.lanche);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: 'Intervalo não encontrado.', errors: [{ field: 'intervaloId', message: 'Intervalo não encontrado.' }] });
  });

  it('refuses to start once the window has closed', async () => {
    clock.ir(em(DIA, '12:31:00'));
    try {
      expect((await iniciar('ana', primeiro.id, ids.lanche)).json()).toEqual({ message: 'O intervalo não está liberado neste horário.' });
    } finally {
      clock.ir(em(DIA, '12:05:00'));
    }
  });

  it('starts it, and only once', async () => {
    const r = await iniciar('ana', primeiro.id, ids.lanche);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      message: 'Intervalo iniciado.',
      content: { ...primeiro, estado: 'EM_ANDAMENTO', tipo: { id: ids.lanche, descricao: 'Lanche' }, iniciadoEm: clock.agora().toISOString() },
    });
    expect((await iniciar('ana', primeiro.id, ids.lanche)).json().message).toBe('Este intervalo já foi iniciado.');
    const ativo = await chamar('ana', 'GET', '/api/registrointervalo/intervalos/ativo');
    expect(ativo.json().content).toMatchObject({ id: primeiro.id, estado: 'EM_ANDAMENTO' });
    expect((await chamar('bia', 'GET', '/api/registrointervalo/intervalos/ativo')).json()).toEqual({ content: null });
  });

  it('refuses a second break while one is in progress', async () => {
    const outro = (await registrar('ana', ids.h4)).json<{ content: Intervalo }>().content;
    const r = await iniciar('ana', outro.id, ids.lanche);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: 'Você já tem um intervalo em andamento.' });
  });

  it("does not end someone else's break, nor an unknown one", async () => {
    for (const [login, id] of [['bia', primeiro.id], ['ana', 999999]] as const) {
      const r = await encerrar(login, id);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'Intervalo não encontrado.' });
    }
  });

  it('ends it after 20 minutes: records the duration and flags the overrun of 15', async () => {
    clock.avancar(20 * 60 + 7.9);
    const r = await encerrar('ana', primeiro.id);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      message: 'Intervalo encerrado. O tempo máximo foi excedido.',
      content: expect.objectContaining({ id: primeiro.id, estado: 'ENCERRADO', encerradoEm: clock.agora().toISOString(), duracaoS: 1207, excedido: true }),
    });
    expect((await encerrar('ana', primeiro.id)).json()).toEqual({ message: 'Este intervalo não está em andamento.' });
    expect((await chamar('ana', 'GET', '/api/registrointervalo/intervalos/ativo')).json()).toEqual({ content: null });
  });

  it('a break within its maximum is not flagged', async () => {
    const outro = (await registrar('ana', ids.h4)).json<{ content: Intervalo }>().content;
    expect((await iniciar('ana', outro.id, ids.lanche)).statusCode).toBe(200);
    clock.avancar(5 * 60);
    const r = await encerrar('ana', outro.id);
    expect(r.json()).toMatchObject({ message: 'Intervalo encerrado.', content: { duracaoS: 300, excedido: false, duracaoMaximaMin: 30 } });
  });
});

describe('GET /intervalos/resumo', () => {
  const resumo = (login: string, consulta = '') => chamar(login, 'GET', `/api/registrointervalo/intervalos/resumo${consulta}`);

  it("pages today's breaks of the user, newest first, with the period's totals", async () => {
    const r = await resumo('ana');
    expect(r.statusCode).toBe(200);
    const content = r.json<{ content: ResumoDosIntervalos }>().content;
    expect(content).toMatchObject({ page: 1, rpp: 10, count: 2, pageCount: 1, hasMore: false, totais: { quantidade: 2, duracaoTotalS: 1507, excedidos: 1 } });
    expect(content.resultList.map((i) => i.grupoIntervaloHorarioId)).toEqual([ids.h4, ids.h1]);
    const pagina = (await resumo('ana', `?dataInicial=${DIA}&dataFinal=${DIA}&page=2&rpp=1`)).json<{ content: ResumoDosIntervalos }>().content;
    expect(pagina).toMatchObject({ page: 2, rpp: 1, count: 2, pageCount: 2, hasMore: false, totais: { quantidade: 2 } });
    expect(pagina.resultList.map((i) => i.grupoIntervaloHorarioId)).toEqual([ids.h1]);
  });

  it("holds no one else's breaks", async () => {
    expect((await resumo('bia')).json().content).toMatchObject({ resultList: [], count: 0, totais: { quantidade: 0, duracaoTotalS: 0, excedidos: 0 } });
  });

  it.each([
    ['?dataInicial=2026-02-30&dataFinal=2026-03-01', [{ field: 'dataInicial', message: 'Data inválida.' }]],
    ['?dataInicial=01/03/2026&dataFinal=ontem', [{ field: 'dataInicial', message: 'Data inválida.' }, { field: 'dataFinal', message: 'Data inválida.' }]],
    ['?dataInicial=2026-03-02&dataFinal=2026-03-01', [{ field: 'dataFinal', message: 'A data final deve ser igual ou posterior à data inicial.' }]],
    ['?dataInicial=2025-01-01&dataFinal=2026-01-02', [{ field: 'dataFinal', message: 'O período pode ter no máximo 366 dias.' }]],
    ['?dataInicial=2026-03-01&dataFinal=2026-03-31&rpp=1000', [{ field: 'rpp', message: 'Valor inválido.' }]],
  ])('refuses %s', async (consulta, errors) => {
    const r = await resumo('ana', consulta);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
  });
});
