import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The service desk through its calls, on a clock the test moves: the worked case (opened
// Friday 16:30, first response due Monday 08:30; 8 business hours paused 2 h on Monday → due
// Tuesday 08:30), a priority change that recomputes from the opening, the thread and the history,
// bad input and missing tags.

const RECURSO = '/api/atendimento/atendimentos';
const em = (local: string): Date => new Date(`${local}:00-03:00`);

let relogio = em('2030-11-29T16:30');
let t: AppDeTeste;
let admin: string;
let leitor: string;
let tipo = 0;

beforeAll(async () => {
  t = await criarAppDeTeste({}, { agora: () => relogio });
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'leitor.atendimento', unidadeIds: [sede], tags: ['atendimento.atendimento.visualizar'] });
  leitor = await t.entrar('leitor.atendimento');
  tipo = (await sql<{ id: number }>`INSERT INTO atendimento_tipo (descricao, primeira_resposta_media, resolucao_media, resolucao_baixa)
    VALUES ('Tipo do teste', 60, 480, 1440) RETURNING id`.execute(t.db)).rows[0]!.id;
});
afterAll(async () => {
  await t.fechar();
});

interface Lido {
  situacao: string;
  prazoPrimeiraResposta: string | null;
  prazoResolucao: string | null;
  slaPrimeiraResposta: string;
  slaResolucao: string;
  atrasado: boolean;
  mensagens: { texto: string; interna: boolean }[];
  historico: { campo: string; de: string | null; para: string | null }[];
}

const ler = async (id: number): Promise<Lido> => (await t.chamar({ method: 'GET', url: `${RECURSO}/${id}`, token: admin })).json<{ content: Lido }>().content;
const acao = (id: number, nome: string, payload: object = {}, token = admin) => t.chamar({ method: 'POST', url: `${RECURSO}/${id}/${nome}`, token, payload });
const prazos = async (id: number) => (await sql<{ r: string | null; s: string | null }>`
  SELECT to_char(prazo_primeira_resposta AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI') AS r,
         to_char(prazo_resolucao AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI') AS s
  FROM atendimento_chamado WHERE id = ${id}`.execute(t.db)).rows[0];

async function abrir(assunto: string): Promise<number> {
  const r = await t.chamar({ method: 'POST', url: RECURSO, token: admin, payload: { assunto, tipo, prioridade: 'MEDIA', descricao: 'A impressora do setor não liga.' } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { id: number } }>().content.id;
}

describe('the SLA of a ticket', () => {
  it('follows the issue’s worked case through the calls: opened Friday 16:30, paused 2 h on Monday', async () => {
    relogio = em('2030-11-29T16:30');
    const id = await abrir('Impressora sem funcionar');
    // Before any pause: 0,5 h Friday + 7,5 h Monday.
    expect(await prazos(id)).toEqual({ r: '2030-12-02 08:30', s: '2030-12-02 15:30' });

    relogio = em('2030-12-02T09:00');
    expect((await acao(id, 'situacao', { situacao: 'AGUARDANDO_SOLICITANTE', comentario: 'Pedi o número de série.' })).statusCode).toBe(200);
    const pausado = await ler(id);
    expect(pausado).toMatchObject({ situacao: 'AGUARDANDO_SOLICITANTE', slaResolucao: 'PAUSADO', prazoResolucao: null, slaPrimeiraResposta: 'ATRASADO' });

    relogio = em('2030-12-02T11:00');
    expect((await acao(id, 'situacao', { situacao: 'EM_ANDAMENTO' })).statusCode).toBe(200);
    // 0,5 h Friday + 1 h Monday before the pause: 6,5 h left from 11:00 → Tuesday 08:30.
    expect((await prazos(id))?.s).toBe('2030-12-03 08:30');

    relogio = em('2030-12-02T14:00');
    const resposta = await acao(id, 'responder', { texto: 'Trocamos o cabo; teste, por favor.' });
    expect(resposta.statusCode, resposta.body).toBe(200);
    expect((await acao(id, 'resolver', { motivo: 'Cabo de força trocado.' })).statusCode).toBe(200);
    const resolvido = await ler(id);
    expect(resolvido).toMatchObject({ situacao: 'RESOLVIDO', slaPrimeiraResposta: 'VIOLADO', slaResolucao: 'CUMPRIDO', atrasado: false });
    expect(resolvido.mensagens.map((m) => [m.texto, m.interna])).toEqual([
      ['Pedi o número de série.', true],
      ['Trocamos o cabo; teste, por favor.', false],
      ['Cabo de força trocado.', false],
    ]);
    expect(resolvido.historico.map((h) => [h.campo, h.de, h.para])).toEqual([
      ['Situação', null, 'Aberto'],
      ['Prioridade', null, 'Média'],
      ['Situação', 'Aberto', 'Aguardando solicitante'],
      ['Situação', 'Aguardando solicitante', 'Em andamento'],
      ['Resposta', null, null],
      ['Situação', 'Em andamento', 'Resolvido'],
    ]);
    expect((await acao(id, 'responder', { texto: 'Mais uma.' })).statusCode).toBe(409);
    expect((await acao(id, 'fechar')).statusCode).toBe(200);
  });

  it('a priority change recomputes the due dates from the opening, the pause staying paused', async () => {
    relogio = em('2030-11-29T16:30');
    const id = await abrir('Acesso ao sistema');
    relogio = em('2030-12-02T09:00');
    const pausa = await acao(id, 'situacao', { situacao: 'AGUARDANDO_SOLICITANTE' });
    expect(pausa.statusCode, pausa.body).toBe(200);
    relogio = em('2030-12-02T11:00');
    expect((await acao(id, 'situacao', { situacao: 'EM_ANDAMENTO' })).statusCode).toBe(200);
    relogio = em('2030-12-02T14:00');
    const salvo = await t.chamar({ method: 'POST', url: RECURSO, token: admin, payload: { id, assunto: 'Acesso ao sistema', tipo, prioridade: 'BAIXA' } });
    expect(salvo.statusCode, salvo.body).toBe(200);
    // 24 business hours: 0,5 Friday, 7 Monday (2 paused), 9 Tuesday, 7,5 Wednesday → 15:30.
    expect((await prazos(id))?.s).toBe('2030-12-04 15:30');
    expect((await ler(id)).historico.at(-1)).toMatchObject({ campo: 'Prioridade', de: 'Média', para: 'Baixa' });
  });

  it('an overdue ticket is found by the filter and counted in the summary', async () => {
    relogio = em('2020-01-06T08:00');
    const id = await abrir('Esquecido há anos');
    relogio = new Date();
    const r = await t.chamar({ method: 'GET', url: `${RECURSO}?atrasado=true&rpp=100`, token: admin });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ content: { resultList: { id: number }[] } }>().content.resultList.map((l) => l.id)).toContain(id);
    expect((await ler(id)).slaResolucao).toBe('ATRASADO');
  });
});

describe('the demo data', () => {
  it('has tickets in every status, one overdue and one paused', async () => {
    const { rows } = await sql<{ situacao: string; sla: string; atrasado: boolean }>`
      SELECT situacao, sla_resolucao AS sla, atrasado FROM atendimento WHERE aberto_em BETWEEN now() - interval '60 days' AND now() - interval '1 minute'`.execute(t.db);
    expect(new Set(rows.map((r) => r.situacao))).toEqual(new Set(['ABERTO', 'EM_ANDAMENTO', 'AGUARDANDO_SOLICITANTE', 'RESOLVIDO', 'FECHADO']));
    expect(rows.filter((r) => r.situacao === 'AGUARDANDO_SOLICITANTE').map((r) => r.sla)).toEqual(['PAUSADO']);
    expect(rows.some((r) => r.atrasado)).toBe(true);
  });
});

describe('refusals', () => {
  it('bad input is a 422 that changes nothing', async () => {
    const antes = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM atendimento_chamado`.execute(t.db)).rows[0]!.n;
    const campos = async (payload: object) => (await t.chamar({ method: 'POST', url: RECURSO, token: admin, payload })).json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(await campos({ tipo, prioridade: 'IMEDIATA' })).toEqual(['prioridade']);
    expect(await campos({ tipo, prioridade: 'ALTA' })).toEqual(['assunto']);
    const conversa = await t.chamar({ method: 'POST', url: RECURSO, token: admin, payload: { assunto: 'X', tipo, mensagens: [{ texto: 'forjada' }] } });
    expect(conversa.json()).toEqual({ message: 'A conversa e o histórico são escritos pelas ações do atendimento.' });
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM atendimento_chamado`.execute(t.db)).rows[0]!.n).toBe(antes);
    const id = await abrir('Para as ações');
    expect((await acao(id, 'responder', {})).statusCode).toBe(422);
    expect((await acao(id, 'atribuir', { responsavel: 999999 })).statusCode).toBe(422);
    expect((await acao(id, 'situacao', { situacao: 'FECHADO' })).statusCode).toBe(422);
    expect((await acao(id, 'resolver', {})).statusCode).toBe(422);
  });

  it('without the tags: reading is not writing, and the steps need their own tag', async () => {
    const id = await abrir('Só para ler');
    expect((await t.chamar({ method: 'GET', url: `${RECURSO}/${id}`, token: leitor })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'POST', url: RECURSO, token: leitor, payload: { assunto: 'Não', tipo } })).json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await acao(id, 'responder', { texto: 'Não' }, leitor)).json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await t.chamar({ method: 'PUT', url: '/api/atendimento/parametros', token: leitor, payload: { sabado: true } })).statusCode).toBe(403);
  });

  it('refuses a calendar that cannot count on the field at fault, and keeps the one in force', async () => {
    const PARAMETROS = '/api/atendimento/parametros';
    const antes = (await t.chamar({ method: 'GET', url: PARAMETROS, token: admin })).json<{ content: unknown }>().content;
    const semDias = await t.chamar({ method: 'PUT', url: PARAMETROS, token: admin, payload: { segunda: false, terca: false, quarta: false, quinta: false, sexta: false, sabado: false, domingo: false } });
    expect(semDias.statusCode).toBe(422);
    expect(semDias.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'segunda', message: 'Marque ao menos um dia de atendimento.' }]);
    const intervaloFora = await t.chamar({ method: 'PUT', url: PARAMETROS, token: admin, payload: { intervalo: true, inicioIntervalo: '18:00', fimIntervalo: '19:00' } });
    expect(intervaloFora.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'inicioIntervalo', message: 'O intervalo deve ficar dentro do expediente.' }]);
    expect((await t.chamar({ method: 'GET', url: PARAMETROS, token: admin })).json<{ content: unknown }>().content).toEqual(antes);
  });

  it('offers as assignees the unit’s users who attend, and the groups, to whoever sees the tickets, without the registers’ tags', async () => {
    const sede = await idDaUnidade(t.db, 'Sede');
    await criarUsuario(t.db, { login: 'plantonista', nome: 'Plantonista do Atendimento', unidadeIds: [sede], tags: ['atendimento.atendimento.visualizar', 'atendimento.atendimento.atender'] });
    const nomes = async (token: string) => (await t.chamar({ method: 'GET', url: '/api/atendimento/responsaveis?q=atendimento', token })).json<{ content: { resultList: { nome: string }[] } }>().content.resultList.map((r) => r.nome);
    expect(await nomes(leitor)).toEqual(['Plantonista do Atendimento']);
    expect((await t.chamar({ method: 'GET', url: '/api/usuarios?q=atendimento', token: leitor })).statusCode).toBe(403);
    const grupos = await t.chamar({ method: 'GET', url: '/api/atendimento/grupos?q=administ', token: leitor });
    expect(grupos.json<{ content: { resultList: { nome: string }[] } }>().content.resultList.map((g) => g.nome)).toEqual(['Administradores']);
  });

  it('tells the assignee when given a ticket, and the requester’s user of a new status and a reply (never of an internal note), live', async () => {
    vi.spyOn(t.app.tempoReal, 'aberto', 'get').mockReturnValue(true);
    const notificar = vi.spyOn(t.app.tempoReal, 'notificarUsuario').mockResolvedValue(undefined);
    const sede = await idDaUnidade(t.db, 'Sede');
    const tecnico = await criarUsuario(t.db, { login: 'tecnico.atendimento', unidadeIds: [sede], tags: ['atendimento.atendimento.visualizar'] });
    const solicitante = await criarUsuario(t.db, { login: 'solicitante.atendimento', unidadeIds: [sede], tags: ['atendimento.atendimento.visualizar'] });
    const r = await t.chamar({ method: 'POST', url: RECURSO, token: admin, payload: { assunto: 'Atribuição', tipo, solicitanteUsuario: solicitante } });
    const id = r.json<{ content: { id: number } }>().content.id;
    expect((await acao(id, 'atribuir', { responsavel: tecnico })).statusCode).toBe(200);
    expect((await ler(id)).situacao).toBe('EM_ANDAMENTO');
    await acao(id, 'responder', { texto: 'Nota só da equipe.', interna: true });
    await acao(id, 'responder', { texto: 'Estamos vendo.' });
    const avisados = notificar.mock.calls.map(([usuario, aviso]) => [usuario, aviso.msg]);
    expect(avisados).toEqual(expect.arrayContaining([
      [tecnico, 'O atendimento "Atribuição" foi atribuído a você.'],
      [solicitante, 'O atendimento "Atribuição" está agora: Em andamento.'],
      [solicitante, 'Há uma nova resposta no atendimento "Atribuição".'],
    ]));
    expect(avisados.filter(([u]) => u === solicitante)).toHaveLength(2);
    vi.restoreAllMocks();
  });
});
