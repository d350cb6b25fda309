import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, idDoUsuario, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { criarGrupo, criarTipo } from './ajudantes.ts';

// The unit's break history (screens/registrointervalo/historico.json): a list over the view
// vw_intervalo_historico, with a period, a duration range, the module's "Somente os meus" hook
// and the resumos of what is filtered.

const HISTORICO = '/api/registrointervalo/historico';

let t: AppDeTeste;
let admin: string;

interface Linha {
  id: number;
  data: string;
  usuario: { id: number };
  duracaoMin: number | null;
  excedido: boolean;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  const norte = await idDaUnidade(t.db, 'Unidade Norte');
  const usuarios = { admin: await idDoUsuario(t.db, 'admin'), operador: await idDoUsuario(t.db, 'operador') };
  const tipo = await criarTipo(t.db, sede, 'Histórico');
  const tipoNorte = await criarTipo(t.db, norte, 'Histórico Norte');
  const horario = { diasSemana: [0, 1, 2, 3, 4, 5, 6], inicio: '00:00', fim: '23:59', duracaoMaximaMin: 15 };
  const grupo = await criarGrupo(t.db, { unidadeId: sede, descricao: 'Histórico', membros: Object.values(usuarios), tipos: [tipo], horarios: [horario] });
  const daNorte = await criarGrupo(t.db, { unidadeId: norte, descricao: 'Histórico Norte', membros: [usuarios.admin], tipos: [tipoNorte], horarios: [horario] });
  const intervalo = (unidade: number, g: { id: number; horarios: number[] }, usuario: number, data: string, duracaoS: number) => ({
    usuario_id: usuario,
    unidade_id: unidade,
    grupo_intervalo_id: g.id,
    grupo_intervalo_horario_id: g.horarios[0] ?? 0,
    tipo_intervalo_id: unidade === sede ? tipo : tipoNorte,
    data,
    estado: 'ENCERRADO' as const,
    iniciado_em: new Date(`${data}T12:00:00Z`),
    encerrado_em: new Date(new Date(`${data}T12:00:00Z`).getTime() + duracaoS * 1000),
    duracao_s: duracaoS,
    duracao_maxima_min: 15,
    excedido: duracaoS > 15 * 60,
  });
  await t.db
    .insertInto('intervalo')
    .values([
      intervalo(sede, grupo, usuarios.admin, '2020-03-02', 610),
      intervalo(sede, grupo, usuarios.admin, '2020-03-03', 1000),
      intervalo(sede, grupo, usuarios.operador, '2020-03-03', 333),
      intervalo(sede, grupo, usuarios.operador, '2021-07-01', 60),
      intervalo(norte, daNorte, usuarios.admin, '2020-03-02', 900),
    ])
    .execute();
});
afterAll(async () => {
  await t.fechar();
});

const get = (url: string, token = admin) => t.chamar({ method: 'GET', url, token });
const linhas = async (query: string): Promise<Linha[]> => (await get(`${HISTORICO}?rpp=100&${query}`)).json().content.resultList;
const CUSTOM_2020 = 'data=CUSTOMIZADO&dataDe=2020-01-01&dataAte=2020-12-31';

describe('histórico de intervalos', () => {
  it("lists the unit's intervals from the view, sorted and paged, duration in minutes with one decimal", async () => {
    const r = await get(`${HISTORICO}?rpp=2&sort=duracaoMin,desc`);
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(content.count).toBe(4);
    expect(content.resultList.map((l: Linha) => l.duracaoMin)).toEqual([16.7, 10.2]);
    expect(content.resultList[0]).toMatchObject({ data: '2020-03-03', excedido: true, estado: 'ENCERRADO' });
  });

  it('filters by a custom period and by a duration range', async () => {
    expect((await linhas(CUSTOM_2020)).map((l) => l.data).sort()).toEqual(['2020-03-02', '2020-03-03', '2020-03-03']);
    expect((await linhas('duracaoMinDe=5.6&duracaoMinAte=10.2')).map((l) => l.duracaoMin).sort()).toEqual([10.2, 5.6]);
  });

  it('keeps only the session user’s own with Somente os meus (the module’s hook)', async () => {
    const meus = await linhas('meus=true');
    expect(meus).toHaveLength(2);
    expect(new Set(meus.map((l) => l.usuario.id))).toEqual(new Set([await idDoUsuario(t.db, 'admin')]));
  });

  it('sums what the list selects: count, total minutes and the overruns', async () => {
    const r = await get(`${HISTORICO}/resumos?${CUSTOM_2020}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toEqual({ quantidade: 3, duracao: 32.5, excedidos: 1 });
    expect((await get(`${HISTORICO}/resumos?${CUSTOM_2020}&meus=true`)).json().content).toEqual({ quantidade: 2, duracao: 26.9, excedidos: 1 });
  });

  it('is read only, and needs its own tag', async () => {
    expect((await t.chamar({ method: 'POST', url: HISTORICO, token: admin, payload: { data: '2020-01-01' } })).statusCode).toBe(404);
    const operador = await t.entrarNaUnidade('operador', 'Sede');
    const r = await get(HISTORICO, operador);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });
});
