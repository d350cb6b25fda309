import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { conexaoDoPgBoss } from '../../../../src/server/jobs/pgboss.ts';
import { AGENDAMENTO_DO_ANUNCIO, anunciarIntervalos } from '../../../../src/server/modules/registrointervalo/anuncio.ts';
import type { MensagemDoServidor } from '../../../../src/shared/realtime/protocolo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade } from '../../ajudantes.ts';
import { conectarEApresentar, encerrar, escutar, type ClienteDeTeste } from '../../realtime/cliente-mqtt.ts';
import { criarGrupo, diaDeTeste, em } from './ajudantes.ts';

// The app's clock stands at 12:00:30 of the test day, so a tick of the schedule announces the
// window of 12:00 set up below; the other windows are of later days, which only the announcers
// called here (with their own instant) reach.

const hoje = diaDeTeste(3);
const amanha = diaDeTeste(4);

let t: AppDeTeste;
let membro: ClienteDeTeste;
let deFora: ClienteDeTeste;
const ids = { membro: 0, inativo: 0, norte: 0, doTique: 0, manha: 0 };

beforeAll(async () => {
  t = await criarAppDeTeste({}, { agora: () => em(hoje.data, '12:00:30') });
  const sede = await idDaUnidade(t.db, 'Sede');
  const norte = await idDaUnidade(t.db, 'Unidade Norte');
  ids.membro = await criarUsuario(t.db, { login: 'dora', unidadeIds: [sede] });
  await criarUsuario(t.db, { login: 'edu', unidadeIds: [sede] });
  ids.inativo = await criarUsuario(t.db, { login: 'fabio', unidadeIds: [sede] });
  await t.db.updateTable('usuario').set({ ativo: false }).where('id', '=', ids.inativo).execute();
  ids.norte = await criarUsuario(t.db, { login: 'gil', unidadeIds: [norte] });
  const membros = [ids.membro, ids.inativo, ids.norte];
  ids.doTique = (await criarGrupo(t.db, { unidadeId: sede, descricao: 'Plantão', membros, tipos: [], horarios: [{ diasSemana: [hoje.diaDaSemana], inicio: '12:00', fim: '12:30', duracaoMaximaMin: 10 }] })).horarios[0] ?? 0;
  ids.manha = (await criarGrupo(t.db, { unidadeId: sede, descricao: 'Atendimento', membros, tipos: [], horarios: [{ diasSemana: [amanha.diaDaSemana], inicio: '08:00', fim: '08:15', duracaoMaximaMin: 10 }] })).horarios[0] ?? 0;
  const url = await escutar(t.app);
  membro = await conectarEApresentar(url, await t.entrar('dora'));
  deFora = await conectarEApresentar(url, await t.entrar('edu'));
});
afterAll(async () => {
  await Promise.all([encerrar(membro), encerrar(deFora)]);
  await t.fechar();
});

const avisosDoHorario = (c: ClienteDeTeste, horarioId: number) =>
  c.mensagens.map((m) => m.mensagem).filter((m): m is Extract<MensagemDoServidor, { type: 'AVISO' }> => m.type === 'AVISO' && m.content.intervalo?.id === horarioId);

async function anunciado(horarioId: number, data: string): Promise<boolean> {
  const linha = await t.db.selectFrom('intervalo_anuncio').select('data').where('grupo_intervalo_horario_id', '=', horarioId).where('data', '=', data).executeTakeFirst();
  return linha !== undefined;
}

describe('the scheduled announcement', () => {
  it('is a pg-boss schedule of every minute, in the institution time zone', async () => {
    const { rows } = await sql<{ name: string; cron: string; timezone: string }>`SELECT name, cron, timezone FROM pgboss.schedule`.execute(t.db);
    expect(rows).toContainEqual({ name: 'registrointervalo.anuncio', cron: '* * * * *', timezone: 'America/Sao_Paulo' });
  });

  it("runs when pg-boss delivers the tick, and records the window that opened", async () => {
    // pg-boss's clock sends the first tick within a minute of start; a tick is sent here instead.
    const boss = new PgBoss({ db: conexaoDoPgBoss(t.db), schema: 'pgboss', schedule: false, supervise: false, migrate: false });
    await boss.start();
    try {
      await boss.send(AGENDAMENTO_DO_ANUNCIO, {});
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const limite = Date.now() + 15_000;
    while (!(await anunciado(ids.doTique, hoje.data))) {
      if (Date.now() > limite) throw new Error('o anúncio agendado não aconteceu');
      await new Promise((r) => setTimeout(r, 100));
    }
    const aviso = await membro.esperar((m) => m.type === 'AVISO' && m.content.intervalo?.id === ids.doTique);
    expect(aviso).toMatchObject({ content: { tipo: 'INTERVALO', msg: 'O intervalo do grupo Plantão está liberado até 12:30.' } });
  });

  it('announces a window once with two announcers at the same time, to its active members of the unit only', async () => {
    const agora = em(amanha.data, '08:02:10');
    const [a, b] = await Promise.all([anunciarIntervalos(t.db, t.app.tempoReal, agora), anunciarIntervalos(t.db, t.app.tempoReal, agora)]);
    expect([...(a ?? []), ...(b ?? [])]).toEqual([{ horarioId: ids.manha, data: amanha.data, usuarioIds: [ids.membro] }]);
    const aviso = await membro.esperar((m) => m.type === 'AVISO' && m.content.intervalo?.id === ids.manha);
    expect(aviso).toEqual({
      type: 'AVISO',
      content: { tipo: 'INTERVALO', title: 'Intervalo liberado', msg: 'O intervalo do grupo Atendimento está liberado até 08:15.', intervalo: { id: ids.manha } },
    });
    expect(await anunciarIntervalos(t.db, t.app.tempoReal, em(amanha.data, '08:03:00'))).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(avisosDoHorario(membro, ids.manha)).toHaveLength(1);
    expect(avisosDoHorario(deFora, ids.manha)).toHaveLength(0);
  });

  it('announces nothing before the window, nor once it has been open for a few minutes', async () => {
    const outro = diaDeTeste(5);
    const sede = await idDaUnidade(t.db, 'Sede');
    const [horario] = (await criarGrupo(t.db, { unidadeId: sede, descricao: 'Tarde', membros: [ids.membro], tipos: [], horarios: [{ diasSemana: [outro.diaDaSemana], inicio: '14:00', fim: '15:00', duracaoMaximaMin: 10 }] })).horarios;
    for (const hora of ['13:59:59', '14:05:00', '14:30:00']) expect(await anunciarIntervalos(t.db, t.app.tempoReal, em(outro.data, hora))).toEqual([]);
    expect(await anunciado(horario ?? 0, outro.data)).toBe(false);
    // A minute missed at the window's start is caught up within the tolerance.
    expect(await anunciarIntervalos(t.db, t.app.tempoReal, em(outro.data, '14:04:59'))).toEqual([{ horarioId: horario, data: outro.data, usuarioIds: [ids.membro] }]);
  });

  it('leaves inactive groups out', async () => {
    const outro = diaDeTeste(6);
    const sede = await idDaUnidade(t.db, 'Sede');
    await criarGrupo(t.db, { unidadeId: sede, descricao: 'Desativado', ativo: false, membros: [ids.membro], tipos: [], horarios: [{ diasSemana: [outro.diaDaSemana], inicio: '09:00', fim: '09:30', duracaoMaximaMin: 10 }] });
    expect(await anunciarIntervalos(t.db, t.app.tempoReal, em(outro.data, '09:00:00'))).toEqual([]);
  });
});
