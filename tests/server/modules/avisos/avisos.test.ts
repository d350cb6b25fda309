import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvisoPublicado, AvisoRecebido, LeiturasDoAviso } from '../../../../src/shared/api/avisos.ts';
import type { PagedContent } from '../../../../src/shared/api/contract.ts';
import { dayjs, fusoHorario } from '../../../../src/shared/format/dayjs.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { chamador, escutarUsuarios, estado, montarEquipe, type Equipe } from '../mensagens/ajudantes.ts';

// Notices: published by who holds avisos.aviso.publicar to all, to units or to chosen users;
// recipients fixed at publication, told live, listed unread first until the notice expires;
// the first opening is the read receipt, which publishers see as "N of M" with names.

let t: AppDeTeste;
let e: Equipe;
let chamar: ReturnType<typeof chamador>;
let agora = new Date();
let sede = 0;
let norte = 0;

const id = (login: string) => e.ids[login] ?? 0;
const dia = (dias: number) => dayjs(agora).tz(fusoHorario()).add(dias, 'day').format('YYYY-MM-DD');
const publicar = (login: string, payload: unknown) => chamar(login, 'POST', '/api/avisos', payload);
const recebidos = async (login: string) => (await chamar(login, 'GET', '/api/avisos?rpp=100')).json<{ content: PagedContent<AvisoRecebido> }>().content.resultList;
const naoLidos = async (login: string) => (await chamar(login, 'GET', '/api/avisos/naolidos')).json().content.quantidade as number;

beforeAll(async () => {
  t = await criarAppDeTeste({}, { agora: () => agora });
  e = await montarEquipe(t);
  chamar = chamador(t, e);
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  e.ids.comunicacao = await criarUsuario(t.db, { login: 'comunicacao', nome: 'Comunicação', unidadeIds: [norte], tags: ['avisos.aviso.publicar'] });
  e.tokens.comunicacao = await t.entrar('comunicacao');
  // The unit's staff here is the team above: the demo's approvers, project coordinators and telemarketing operator are away.
  await t.db.updateTable('usuario').set({ ativo: false }).where('login', 'in', ['coordenador', 'coordenadora', 'diretor', 'teleoperador']).execute();
});
afterAll(() => t.fechar());

describe('access', () => {
  it.each([
    ['GET', '/api/avisos'],
    ['GET', '/api/avisos/naolidos'],
    ['GET', '/api/avisos/1'],
    ['POST', '/api/avisos/1/leitura'],
    ['POST', '/api/avisos'],
    ['GET', '/api/avisos/publicados'],
    ['GET', '/api/avisos/publicados/1/leituras'],
    ['GET', '/api/avisos/unidades'],
  ])('%s %s needs a session', async (method, url) => {
    const r = await t.chamar({ method: method as 'GET', url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(r.statusCode).toBe(401);
  });

  it.each([
    ['POST', '/api/avisos'],
    ['GET', '/api/avisos/publicados'],
    ['GET', '/api/avisos/publicados/1/leituras'],
    ['GET', '/api/avisos/unidades'],
  ])('%s %s needs avisos.aviso.publicar', async (method, url) => {
    const antes = await estado(t);
    const r = await chamar('operador', method as 'GET', url, method === 'POST' ? { titulo: 'T', texto: 'X', alcance: 'TODOS' } : undefined);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect(await estado(t)).toEqual(antes);
  });
});

describe('publishing', () => {
  let avisoSede = 0;

  it('publishes to a unit: its active users then, the publisher excepted, each told live', async () => {
    const escuta = await escutarUsuarios(t, [id('admin'), id('operador'), id('ana'), id('duda')]);
    const r = await publicar('admin', { titulo: 'Manutenção', texto: 'Sistema fora do ar sábado.', alcance: 'UNIDADES', unidades: [sede] });
    await escuta.parar();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ content: { id: expect.any(Number) }, message: 'Aviso publicado.' });
    avisoSede = r.json().content.id;
    const recebem = await t.db.selectFrom('aviso_destinatario').select('usuario_id').where('aviso_id', '=', avisoSede).execute();
    expect(recebem.map((d) => d.usuario_id).sort((a, b) => a - b)).toEqual([id('ana'), id('bia'), id('caio'), id('operador')].sort((a, b) => a - b));
    expect(escuta.recebidas.map((x) => x.usuarioId).sort((a, b) => a - b)).toEqual([id('ana'), id('operador')].sort((a, b) => a - b));
    expect(escuta.recebidas[0]?.mensagem).toEqual({ type: 'NOVO_AVISO', content: { id: avisoSede, titulo: 'Manutenção', publicadoPor: 'Administrador' } });

    // Who joins the unit later does not receive it.
    e.ids.novato = await criarUsuario(t.db, { login: 'novato', unidadeIds: [sede] });
    e.tokens.novato = await t.entrar('novato');
    expect(await recebidos('novato')).toEqual([]);
  });

  it('lists received notices unread first, and records the first opening only', async () => {
    agora = new Date(agora.getTime() + 60_000);
    const outro = await publicar('admin', { titulo: 'Boas-vindas', texto: 'Olá a todos!', alcance: 'TODOS' });
    expect(outro.statusCode).toBe(200);
    expect((await recebidos('operador')).map((a) => [a.titulo, a.lido])).toEqual([
      ['Boas-vindas', false],
      ['Manutenção', false],
    ]);
    expect(await naoLidos('operador')).toBe(2);

    const leitura = await chamar('operador', 'POST', `/api/avisos/${avisoSede}/leitura`);
    expect(leitura.statusCode).toBe(200);
    expect(leitura.json()).toEqual({ content: { lidoEm: agora.toISOString() } });
    agora = new Date(agora.getTime() + 60_000);
    expect((await chamar('operador', 'POST', `/api/avisos/${avisoSede}/leitura`)).json().content.lidoEm).toBe(leitura.json().content.lidoEm);
    expect(await naoLidos('operador')).toBe(1);
    const lista = await recebidos('operador');
    expect(lista.map((a) => [a.titulo, a.lido])).toEqual([
      ['Boas-vindas', false],
      ['Manutenção', true],
    ]);
    expect(lista[1]).toMatchObject({ publicadoPor: { login: 'admin', nome: 'Administrador' }, texto: 'Sistema fora do ar sábado.', expiraEm: null });
  });

  it('shows publishers every notice with "read by N of M" and the names', async () => {
    const publicados = (await chamar('comunicacao', 'GET', '/api/avisos/publicados')).json<{ content: PagedContent<AvisoPublicado> }>().content;
    const manutencao = publicados.resultList.find((a) => a.id === avisoSede);
    expect(manutencao).toMatchObject({ titulo: 'Manutenção', alcance: 'UNIDADES', unidades: [{ id: sede, nome: 'Sede' }], lidos: 1, total: 4, expirado: false });
    const leituras = (await chamar('admin', 'GET', `/api/avisos/publicados/${avisoSede}/leituras`)).json<{ content: LeiturasDoAviso }>().content;
    expect(leituras.count).toBe(4);
    expect(leituras.resultList[0]).toEqual({ usuario: { id: id('operador'), nome: 'Operador de Cadastro', login: 'operador' }, lidoEm: expect.any(String) });
    expect(leituras.resultList.slice(1).map((l) => [l.usuario.login, l.lidoEm])).toEqual([
      ['ana', null],
      ['bia', null],
      ['caio', null],
    ]);
    expect((await chamar('admin', 'GET', '/api/avisos/publicados/999999/leituras')).statusCode).toBe(404);
  });

  it('answers 404 for a notice not addressed to the user', async () => {
    for (const [metodo, url] of [
      ['GET', `/api/avisos/${avisoSede}`],
      ['POST', `/api/avisos/${avisoSede}/leitura`],
    ] as const) {
      const r = await chamar('duda', metodo, url);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'Aviso não encontrado.' });
    }
    expect((await chamar('admin', 'GET', `/api/avisos/${avisoSede}`)).statusCode).toBe(404);
    expect((await chamar('ana', 'GET', `/api/avisos/${avisoSede}`)).json().content.titulo).toBe('Manutenção');
  });

  it('publishes to chosen users, and a non-administrator only to their own units and colleagues', async () => {
    const r = await publicar('comunicacao', { titulo: 'Para a Duda', texto: 'Só para você.', alcance: 'USUARIOS', usuarios: [id('duda')] });
    expect(r.statusCode, r.body).toBe(200);
    expect((await recebidos('duda')).map((a) => a.titulo)).toContain('Para a Duda');
    expect((await recebidos('ana')).map((a) => a.titulo)).not.toContain('Para a Duda');

    const antes = await estado(t);
    const unidade = await publicar('comunicacao', { titulo: 'T', texto: 'X', alcance: 'UNIDADES', unidades: [sede] });
    expect(unidade.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'unidades', message: 'Unidade não encontrada entre as suas unidades.' }] });
    const usuario = await publicar('comunicacao', { titulo: 'T', texto: 'X', alcance: 'USUARIOS', usuarios: [id('ana')] });
    expect(usuario.json().errors).toEqual([{ field: 'usuarios', message: 'Usuário não encontrado entre os usuários das suas unidades.' }]);
    expect(await estado(t)).toEqual(antes);
    const unidades = (await chamar('comunicacao', 'GET', '/api/avisos/unidades')).json().content.resultList;
    expect(unidades).toEqual([{ id: norte, nome: 'Unidade Norte' }]);
  });

  it('hides a notice from its recipients once its last day is over', async () => {
    const r = await publicar('admin', { titulo: 'Só hoje', texto: 'Expira hoje.', alcance: 'TODOS', expiraEm: dia(0) });
    expect(r.statusCode, r.body).toBe(200);
    expect((await recebidos('bia')).find((a) => a.titulo === 'Só hoje')?.expiraEm).toBe(dia(0));
    const antes = agora;
    agora = dayjs.tz(`${dia(1)}T00:00:01`, fusoHorario()).toDate();
    expect((await recebidos('bia')).map((a) => a.titulo)).not.toContain('Só hoje');
    const publicados = (await chamar('admin', 'GET', '/api/avisos/publicados?rpp=100')).json<{ content: PagedContent<AvisoPublicado> }>().content;
    expect(publicados.resultList.find((a) => a.titulo === 'Só hoje')?.expirado).toBe(true);
    agora = antes;
  });
});

describe('bad input', () => {
  const HOSTIL = '<script>alert(1)</script><img src=x onerror=alert(2)>';

  it('keeps markup as text', async () => {
    const r = await publicar('admin', { titulo: HOSTIL, texto: HOSTIL, alcance: 'USUARIOS', usuarios: [id('bia')] });
    expect(r.statusCode).toBe(200);
    expect((await recebidos('bia')).find((a) => a.id === r.json().content.id)).toMatchObject({ titulo: HOSTIL, texto: HOSTIL });
  });

  it.each([
    ['missing fields', { alcance: 'TODOS', titulo: ' ', texto: '' }, [{ field: 'titulo', message: 'Preenchimento obrigatório.' }, { field: 'texto', message: 'Preenchimento obrigatório.' }]],
    ['texts over their limits', { alcance: 'TODOS', titulo: 't'.repeat(151), texto: 'x'.repeat(5001) }, [{ field: 'titulo', message: 'Tamanho máximo de 150 excedido.' }, { field: 'texto', message: 'Tamanho máximo de 5000 excedido.' }]],
    ['no unit for a notice to units', { alcance: 'UNIDADES', titulo: 'T', texto: 'X', unidades: [] }, [{ field: 'unidades', message: 'Escolha pelo menos uma unidade.' }]],
    ['no user for a notice to users', { alcance: 'USUARIOS', titulo: 'T', texto: 'X' }, [{ field: 'usuarios', message: 'Escolha pelo menos um usuário.' }]],
    ['an expiry in the past', { alcance: 'TODOS', titulo: 'T', texto: 'X', expiraEm: '2020-01-01' }, [{ field: 'expiraEm', message: 'A data de expiração deve ser hoje ou uma data futura.' }]],
    ['an impossible expiry', { alcance: 'TODOS', titulo: 'T', texto: 'X', expiraEm: '31/02/2030' }, [{ field: 'expiraEm', message: 'Data inválida.' }]],
    ['an unknown unit', { alcance: 'UNIDADES', titulo: 'T', texto: 'X', unidades: [99999] }, [{ field: 'unidades', message: 'Unidade não encontrada entre as suas unidades.' }]],
  ])('refuses %s with 422 in pt-BR, changing nothing', async (_caso, payload, errors) => {
    const antes = await estado(t);
    const r = await publicar('admin', payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
    expect(await estado(t)).toEqual(antes);
  });

  it.each([
    ['an unknown field', { alcance: 'TODOS', titulo: 'T', texto: 'X', publicadoPor: 1 }, 'publicadoPor'],
    ['an unknown scope', { alcance: 'EVERYONE', titulo: 'T', texto: 'X' }, 'alcance'],
    ['a number as title', { alcance: 'TODOS', titulo: 1, texto: 'X' }, 'titulo'],
    ['text ids', { alcance: 'USUARIOS', titulo: 'T', texto: 'X', usuarios: ['1'] }, 'usuarios.0'],
  ])('refuses %s with 422 naming the field, changing nothing', async (_caso, payload, campo) => {
    const antes = await estado(t);
    const r = await publicar('admin', payload);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.map((x: { field: string }) => x.field)).toEqual([campo]);
    expect(await estado(t)).toEqual(antes);
  });

  it('refuses a body over 1 MB with 413 in pt-BR', async () => {
    const r = await publicar('admin', { alcance: 'TODOS', titulo: 'T', texto: 'x'.repeat(1024 * 1024) });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: 'O conteúdo enviado excede o tamanho permitido.' });
  });
});
