import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, idDoUsuario, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { criarTipo } from './ajudantes.ts';

// The configuration screens are engine descriptors: these calls are the generic resource's,
// with what this module needs of it (schedule items with stable ids, item rules, list references).

const GRUPOS = '/api/registrointervalo/gruposintervalos';
const TIPOS = '/api/registrointervalo/tiposintervalo';
const HORARIOS = '/api/registrointervalo/horarios';

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
const ids = { admin: 0, operador: 0, cafe: 0, norte: 0 };

interface Horario {
  id: number;
  diasSemana: number[];
  inicio: string;
  fim: string;
  duracaoMaximaMin: number;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  ids.admin = await idDoUsuario(t.db, 'admin');
  ids.operador = await idDoUsuario(t.db, 'operador');
  ids.cafe = await criarTipo(t.db, await idDaUnidade(t.db, 'Sede'), 'Cafezinho');
  ids.norte = await criarTipo(t.db, await idDaUnidade(t.db, 'Unidade Norte'), 'Do Norte');
});
afterAll(async () => {
  await t.fechar();
});

const salvar = (payload: object, token = admin) => t.chamar({ method: 'POST', url: GRUPOS, token, payload });
const horario = (extra: Partial<Horario> = {}) => ({ diasSemana: [1, 2, 3, 4, 5], inicio: '10:00', fim: '10:20', duracaoMaximaMin: 15, ...extra });

describe('tipos de intervalo', () => {
  it('saves a type of the unit and applies the model rules', async () => {
    const r = await t.chamar({ method: 'POST', url: TIPOS, token: admin, payload: { descricao: 'Ginástica laboral' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toMatchObject({ descricao: 'Ginástica laboral', ativo: true });
    const longa = await t.chamar({ method: 'POST', url: TIPOS, token: admin, payload: { descricao: 'x'.repeat(101) } });
    expect(longa.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'descricao', message: 'Tamanho máximo de 100 excedido.' }] });
  });

  it('needs the configuration tag', async () => {
    const r = await t.chamar({ method: 'GET', url: TIPOS, token: await t.entrar('operador') });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });
});

describe('grupos de intervalos: stable schedule ids', () => {
  let grupoId: number;
  let horarios: Horario[];

  it('gives each new schedule an id of its own, never the one a client sent', async () => {
    const r = await salvar({ descricao: 'Recepção', membros: [ids.admin, { id: ids.operador }], tipos: [ids.cafe], horarios: [horario({ id: 424242 } as Partial<Horario>), horario({ inicio: '15:00', fim: '15:10' })] });
    expect(r.statusCode).toBe(200);
    const content = r.json().content;
    grupoId = content.id;
    horarios = content.horarios;
    const [a, b] = horarios.map((h) => h.id);
    expect(Number.isInteger(a) && Number.isInteger(b) && a !== b).toBe(true);
    expect(a).not.toBe(424242);
    expect(horarios[0]).toEqual({ id: a, diasSemana: [1, 2, 3, 4, 5], inicio: '10:00', fim: '10:20', duracaoMaximaMin: 15 });
  });

  it('reads members and types with their names', async () => {
    const r = await t.chamar({ method: 'GET', url: `${GRUPOS}/${grupoId}`, token: admin });
    expect(r.json().content).toMatchObject({
      membros: [{ id: ids.admin, nome: 'Administrador' }, { id: ids.operador, nome: 'Operador de Cadastro' }],
      tipos: [{ id: ids.cafe, descricao: 'Cafezinho' }],
    });
  });

  it('keeps the ids of the schedules sent back, in any order, and numbers the new ones', async () => {
    const [a, b] = horarios as [Horario, Horario];
    const r = await salvar({ id: grupoId, horarios: [{ ...b, fim: '15:15' }, horario({ inicio: '18:00', fim: '18:30' }), a] });
    expect(r.statusCode).toBe(200);
    const depois: Horario[] = r.json().content.horarios;
    expect(depois.map((h) => h.id)).toEqual([b.id, expect.any(Number), a.id]);
    expect(depois[0]?.fim).toBe('15:15');
    expect([a.id, b.id]).not.toContain(depois[1]?.id);
    horarios = depois;
  });

  it("trusts neither an id the group never had (another group's) nor the same id twice", async () => {
    const outro = (await salvar({ descricao: 'Outro', horarios: [horario()] })).json().content;
    const alheio: number = outro.horarios[0].id;
    const [primeiro] = horarios as [Horario];
    const r = await salvar({ id: grupoId, horarios: [primeiro, { ...primeiro, inicio: '07:00', fim: '07:10' }, { ...horario(), id: alheio }] });
    const depois: Horario[] = r.json().content.horarios;
    expect(depois[0]?.id).toBe(primeiro.id);
    expect(depois[1]?.id).not.toBe(primeiro.id);
    expect(depois[2]?.id).not.toBe(alheio);
    expect(new Set(depois.map((h) => h.id)).size).toBe(3);
  });

  it('leaves the schedules alone when a save does not send them', async () => {
    const antes = (await t.chamar({ method: 'GET', url: `${GRUPOS}/${grupoId}`, token: admin })).json().content.horarios;
    const r = await salvar({ id: grupoId, descricao: 'Recepção e portaria' });
    expect(r.json().content.horarios).toEqual(antes);
  });
});

describe('grupos de intervalos: rules of each schedule, in pt-BR', () => {
  it.each([
    ['a time that is not HH:mm', horario({ inicio: '25:00' }), [{ field: 'horarios.0.inicio', message: 'Hora inválida.' }]],
    ['an end not after the start', horario({ inicio: '10:00', fim: '09:59' }), [{ field: 'horarios.0.fim', message: 'A hora deve ser posterior a 10:00.' }]],
    ['the same start and end', horario({ inicio: '10:00', fim: '10:00' }), [{ field: 'horarios.0.fim', message: 'A hora deve ser posterior a 10:00.' }]],
    ['no day of the week', horario({ diasSemana: [] }), [{ field: 'horarios.0.diasSemana', message: 'Preenchimento obrigatório.' }]],
    ['a maximum of 0 minutes', horario({ duracaoMaximaMin: 0 }), [{ field: 'horarios.0.duracaoMaximaMin', message: 'O valor deve ser maior ou igual a 1.' }]],
    ['a maximum over 8 hours', horario({ duracaoMaximaMin: 481 }), [{ field: 'horarios.0.duracaoMaximaMin', message: 'O valor deve ser menor ou igual a 480.' }]],
    ['no start', { diasSemana: [1], fim: '10:00', duracaoMaximaMin: 5 }, [{ field: 'horarios.0.inicio', message: 'Preenchimento obrigatório.' }]],
  ])('refuses %s', async (_caso, item, errors) => {
    const r = await salvar({ descricao: 'Inválido', horarios: [horario(), item].reverse() });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
  });

  it.each([
    ['a day outside 0..6', horario({ diasSemana: [1, 7] }), 'horarios.0.diasSemana.1'],
    ['a fractional maximum', horario({ duracaoMaximaMin: 1.5 }), 'horarios.0.duracaoMaximaMin'],
    ['a schedule that is not an object', 'sempre', 'horarios.0'],
  ])('refuses %s as an invalid value', async (_caso, item, field) => {
    const r = await salvar({ descricao: 'Inválido', horarios: [item] });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message: 'Valor inválido.' }] });
  });

  it("refuses a member who does not exist and another unit's type", async () => {
    const r = await salvar({ descricao: 'Inválido', membros: [999999], tipos: [ids.norte] });
    expect(r.json()).toEqual({
      message: MENSAGEM_FORMULARIO,
      errors: [
        { field: 'membros', message: 'Registro selecionado não encontrado.' },
        { field: 'tipos', message: 'Registro selecionado não encontrado.' },
      ],
    });
  });
});

describe('grupos de intervalos: per unit', () => {
  it("never shows or changes another unit's group", async () => {
    const { id } = (await salvar({ descricao: 'Só da Sede' })).json().content;
    expect((await t.chamar({ method: 'GET', url: `${GRUPOS}/${id}`, token: adminNorte })).statusCode).toBe(404);
    const lista = (await t.chamar({ method: 'GET', url: `${GRUPOS}?rpp=100`, token: adminNorte })).json().content.resultList;
    expect(lista.map((g: { id: number }) => g.id)).not.toContain(id);
    expect((await salvar({ id, descricao: 'Tomado' }, adminNorte)).statusCode).toBe(404);
  });

  it("lists every group's schedules of the unit on their own, each with its group, sorted by it", async () => {
    await salvar({ descricao: 'Zeladoria', horarios: [horario({ inicio: '06:00', fim: '06:10' })] });
    const lista = (await t.chamar({ method: 'GET', url: `${HORARIOS}?rpp=100&q=Zeladoria&sort=grupoIntervalo,asc`, token: admin })).json().content.resultList;
    expect(lista).toEqual([expect.objectContaining({ inicio: '06:00', fim: '06:10', grupoIntervalo: expect.objectContaining({ descricao: 'Zeladoria' }) })]);
    const daNorte = (await t.chamar({ method: 'GET', url: `${HORARIOS}?rpp=100&q=Zeladoria`, token: adminNorte })).json().content.resultList;
    expect(daNorte).toEqual([]);
  });

  it('does not delete a group whose breaks were recorded', async () => {
    const grupo = await t.db.selectFrom('grupo_intervalo').select('id').where('descricao', '=', 'Equipe Sede').executeTakeFirstOrThrow();
    await t.db
      .insertInto('intervalo')
      .values({ usuario_id: ids.admin, unidade_id: await idDaUnidade(t.db, 'Sede'), grupo_intervalo_id: grupo.id, grupo_intervalo_horario_id: 1, data: '2026-03-02', duracao_maxima_min: 15 })
      .execute();
    const r = await t.chamar({ method: 'DELETE', url: `${GRUPOS}/${grupo.id}`, token: admin });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: 'Registro em uso: não pode ser excluído.' });
  });
});
