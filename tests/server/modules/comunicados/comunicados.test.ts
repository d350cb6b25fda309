import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedContent } from '../../../../src/shared/api/contract.ts';
import type { ComunicadoRecebido, ContagemDeComunicados } from '../../../../src/shared/comunicados/comunicado.ts';
import { dayjs, fusoHorario } from '../../../../src/shared/format/dayjs.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { chamador, enviarArquivo, escutarUsuarios, montarEquipe, type Equipe } from '../mensagens/ajudantes.ts';

// Announcements: written in the engine's form by who holds comunicados.comunicado.editar, read by
// those in their audience (a sector here) while in force, pinned first; the reading and the
// confirmation are each reader's; one published now arrives live, one scheduled when its time comes.

let t: AppDeTeste;
let e: Equipe;
let chamar: ReturnType<typeof chamador>;
let agora = new Date();
let setor = 0;
let demo: Record<'operador' | 'bia', string[]> = { operador: [], bia: [] };

const id = (login: string) => e.ids[login] ?? 0;
const modelo = (minutos: number) => dayjs(agora).tz(fusoHorario()).add(minutos, 'minute').format('YYYY-MM-DDTHH:mm:ss');
const escrever = (payload: Record<string, unknown>) => chamar('redator', 'POST', '/api/comunicados', { texto: 'Texto **importante**.', alcance: 'TODOS', ...payload });
const recebidos = async (login: string) => (await chamar(login, 'GET', '/api/comunicados/recebidos?rpp=100')).json<{ content: PagedContent<ComunicadoRecebido> }>().content.resultList;
const titulos = async (login: string) => (await recebidos(login)).map((c) => c.titulo);
const pendentes = async (login: string) => (await chamar(login, 'GET', '/api/comunicados/recebidos/naolidos')).json<{ content: ContagemDeComunicados }>().content;
const contar = async () => Number((await t.db.selectFrom('comunicado').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await criarAppDeTeste({}, { agora: () => agora });
  e = await montarEquipe(t);
  chamar = chamador(t, e);
  const sede = await idDaUnidade(t.db, 'Sede');
  // The sector's members are chosen in configuracoes/setores.
  const admin = await t.entrarNaUnidade('admin', 'Sede');
  const criado = await t.chamar({ method: 'POST', url: '/api/setores', token: admin, payload: { nome: 'Comunicação Teste', membros: [{ id: id('ana') }] } });
  setor = criado.json<{ content: { id: number } }>().content.id;
  e.ids.redator = await criarUsuario(t.db, { login: 'redator', unidadeIds: [sede], tags: ['comunicados.comunicado.editar', 'comunicados.comunicado.visualizar'] });
  e.tokens.redator = await t.entrar('redator');
  demo = { operador: await titulos('operador'), bia: await titulos('bia') };
  // Only what this file writes is read from here: the demo's announcements leave.
  await t.db.deleteFrom('comunicado').execute();
});
afterAll(() => t.fechar());

describe('demo data', () => {
  it('shows the pinned welcome first, the Administrativo sector its own, and no expired one', () => {
    expect(demo.operador).toEqual(['Boas-vindas ao Alicerce', 'Nova política de uso dos equipamentos', 'Inventário do almoxarifado na sexta-feira']);
    expect(demo.bia).toEqual(['Boas-vindas ao Alicerce', 'Nova política de uso dos equipamentos']);
  });
});

describe('access', () => {
  it.each([
    ['GET', '/api/comunicados/recebidos'],
    ['GET', '/api/comunicados/recebidos/naolidos'],
    ['GET', '/api/comunicados/recebidos/1'],
    ['POST', '/api/comunicados/recebidos/1/leitura'],
    ['POST', '/api/comunicados/recebidos/1/confirmacao'],
    ['GET', '/api/comunicados'],
  ])('%s %s needs a session', async (method, url) => {
    const r = await t.chamar({ method: method as 'GET', url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(r.statusCode).toBe(401);
  });

  it.each([
    ['POST', '/api/comunicados'],
    ['GET', '/api/comunicados'],
    ['GET', '/api/comunicados/opcoes/grupos'],
  ])('%s %s needs its tag, and changes nothing', async (method, url) => {
    const antes = await contar();
    const r = await chamar('bia', method as 'GET', url, method === 'POST' ? { titulo: 'Sem tag', texto: 'x', alcance: 'TODOS' } : undefined);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MENSAGEM_SEM_PERMISSAO);
    expect(await contar()).toBe(antes);
  });
});

describe('writing', () => {
  it('refuses a sector audience without a sector, and an expiry before the publication, with 422 and nothing stored', async () => {
    const antes = await contar();
    const semSetor = await escrever({ titulo: 'Sem setor', alcance: 'SETORES', setores: [] });
    expect(semSetor.statusCode).toBe(422);
    expect(semSetor.json()).toMatchObject({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'setores', message: 'Preenchimento obrigatório.' }] });
    const datas = await escrever({ titulo: 'Datas', publicarEm: modelo(3 * 24 * 60), expiraEm: dayjs(agora).tz(fusoHorario()).format('YYYY-MM-DD') });
    expect(datas.statusCode).toBe(422);
    expect(datas.json().errors).toEqual([{ field: 'expiraEm', message: 'A data de expiração deve ser igual ou posterior à data de publicação.' }]);
    const titulo = await escrever({ titulo: '', alcance: 'QUALQUER' });
    expect(titulo.statusCode).toBe(422);
    expect(await contar()).toBe(antes);
  });
});

describe('reading', () => {
  it('shows a sector announcement to its sector only, arrives live, and counts as unread until opened', async () => {
    const escuta = await escutarUsuarios(t, [id('ana'), id('bia')]);
    const r = await escrever({ titulo: 'Reunião do setor', alcance: 'SETORES', setores: [{ id: setor }] });
    expect(r.statusCode).toBe(200);
    const comunicadoId = r.json<{ content: { id: number } }>().content.id;
    await expect.poll(() => escuta.recebidas.length).toBe(1);
    await escuta.parar();
    expect(escuta.recebidas[0]).toEqual({ usuarioId: id('ana'), mensagem: { type: 'NOVO_COMUNICADO', content: { id: comunicadoId, titulo: 'Reunião do setor', exigeConfirmacao: false } } });
    expect(await titulos('ana')).toEqual(['Reunião do setor']);
    expect(await titulos('bia')).toEqual([]);
    expect((await chamar('bia', 'GET', `/api/comunicados/recebidos/${comunicadoId}`)).statusCode).toBe(404);
    expect(await pendentes('ana')).toEqual({ naoLidos: 1, aConfirmar: 0 });
    const lido = await chamar('ana', 'POST', `/api/comunicados/recebidos/${comunicadoId}/leitura`);
    expect(lido.statusCode).toBe(200);
    expect(await pendentes('ana')).toEqual({ naoLidos: 0, aConfirmar: 0 });
    expect((await recebidos('ana'))[0]).toMatchObject({ lido: true, texto: 'Texto **importante**.' });
  });

  it('lists pinned first, hides the scheduled until its time and the expired after its day, then announces the scheduled once', async () => {
    await escrever({ titulo: 'Fixado', fixado: true, publicarEm: modelo(-60) });
    await escrever({ titulo: 'Agendado', publicarEm: modelo(30) });
    await escrever({ titulo: 'Expira hoje', publicarEm: modelo(-2 * 24 * 60), expiraEm: dayjs(agora).tz(fusoHorario()).format('YYYY-MM-DD') });
    expect(await titulos('bia')).toEqual(['Fixado', 'Expira hoje']);
    const escuta = await escutarUsuarios(t, [id('bia')]);
    const antes = agora;
    agora = new Date(antes.getTime() + 24 * 60 * 60 * 1000);
    try {
      const { anunciarPendentes } = await import('../../../../src/server/modules/comunicados/anuncio.ts');
      expect(await anunciarPendentes(t.db, t.app.tempoReal, agora, () => undefined)).toBe(1);
      expect(await anunciarPendentes(t.db, t.app.tempoReal, agora, () => undefined)).toBe(0);
      // Those published now went out at their save (maybe just now): only the scheduled one is this run's.
      const doAgendado = () => escuta.recebidas.filter((m) => m.mensagem.type === 'NOVO_COMUNICADO' && m.mensagem.content.titulo === 'Agendado');
      await expect.poll(() => doAgendado().length).toBe(1);
      expect(await titulos('bia')).toEqual(['Fixado', 'Agendado']);
    } finally {
      agora = antes;
      await escuta.parar();
    }
  });

  it('asks for the confirmation where required, keeps the first one, and refuses it where none is asked', async () => {
    const r = await escrever({ titulo: 'Nova política', exigeConfirmacao: true });
    const comunicadoId = r.json<{ content: { id: number } }>().content.id;
    expect((await pendentes('caio')).aConfirmar).toBe(1);
    const confirmado = await chamar('caio', 'POST', `/api/comunicados/recebidos/${comunicadoId}/confirmacao`);
    expect(confirmado.statusCode).toBe(200);
    expect(confirmado.json().message).toBe('Leitura confirmada.');
    const primeiro = confirmado.json<{ content: { confirmadoEm: string } }>().content.confirmadoEm;
    agora = new Date(agora.getTime() + 1000);
    const denovo = await chamar('caio', 'POST', `/api/comunicados/recebidos/${comunicadoId}/confirmacao`);
    expect(denovo.json().content.confirmadoEm).toBe(primeiro);
    const leituras = (await chamar('redator', 'GET', '/api/comunicados/leituras?rpp=100')).json<{ content: PagedContent<{ comunicado: { id: number }; usuario: { id: number }; confirmado: boolean }> }>();
    expect(leituras.content.resultList.filter((l) => l.comunicado.id === comunicadoId).map((l) => [l.usuario.id, l.confirmado])).toEqual([[id('caio'), true]]);
    expect(await pendentes('caio')).toEqual({ naoLidos: (await recebidos('caio')).filter((c) => !c.lido).length, aConfirmar: 0 });
    const semPedido = (await recebidos('caio')).find((c) => !c.exigeConfirmacao);
    const recusa = await chamar('caio', 'POST', `/api/comunicados/recebidos/${semPedido?.id ?? 0}/confirmacao`);
    expect(recusa.statusCode).toBe(422);
    expect(recusa.json().message).toBe('Este comunicado não pede confirmação de leitura.');
  });

  it("reaches a permission group's members, offers every group to the writer, and serves an attachment only to who may read it", async () => {
    const grupo = (await t.db.selectFrom('usuario_grupo').select('grupo_id').where('usuario_id', '=', id('redator')).executeTakeFirstOrThrow()).grupo_id;
    const opcoes = await chamar('redator', 'GET', '/api/comunicados/opcoes/grupos?q=redator');
    expect(opcoes.json().content.resultList).toEqual([{ id: grupo, nome: 'grupo de redator' }]);
    const anexo = await enviarArquivo(t, e.tokens.redator, 'pauta.txt', 'pauta da reunião');
    const r = await escrever({ titulo: 'Para os redatores', alcance: 'GRUPOS', grupos: [{ id: grupo }], anexos: [{ arquivo: { id: anexo } }] });
    expect(r.statusCode).toBe(200);
    const comunicadoId = r.json<{ content: { id: number } }>().content.id;
    expect(await titulos('redator')).toContain('Para os redatores');
    expect(await titulos('caio')).not.toContain('Para os redatores');
    const lido = (await recebidos('redator')).find((c) => c.id === comunicadoId);
    expect(lido?.anexos).toEqual([{ id: anexo, nome: 'pauta.txt' }]);
    const baixado = await chamar('redator', 'GET', `/api/comunicados/recebidos/${comunicadoId}/anexos/${anexo}`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.body).toBe('pauta da reunião');
    expect((await chamar('caio', 'GET', `/api/comunicados/recebidos/${comunicadoId}/anexos/${anexo}`)).statusCode).toBe(404);
  });
});
