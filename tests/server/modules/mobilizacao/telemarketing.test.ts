import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agenda, FichaDoDoador, LigacaoRegistrada, ReservaDoOperador } from '../../../../src/shared/api/telemarketing.ts';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { maisDias } from '../../../../src/shared/mobilizacao/agenda.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../src/shared/mobilizacao/mensagens.ts';
import { reservar } from '../../../../src/server/modules/mobilizacao/telemarketing/reserva.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, idDoUsuario } from '../../ajudantes.ts';

// The telemarketing agenda through its calls: a campaign's donors on the agenda, each claimed by
// one operator only (also two claims at the same instant), a call refused without the donor held
// or with a bad callback, a promise recording a new colaboração of the telemarketing (by débito
// automático, with the donor's account), and the callback coming back on the operator's agenda.

let t: AppDeTeste;
let ana: string;
let bruno: string;
let admin: string;
let sede = 0;
const ref = { campanha: 0, promessa: 0, retornar: 0, doadores: [] as number[] };

type Resposta = { statusCode: number; body: string; json: <T>() => T };
const post = (url: string, token: string, payload: object = {}): Promise<Resposta> => t.chamar({ method: 'POST', url, token, payload });
const get = (url: string, token: string): Promise<Resposta> => t.chamar({ method: 'GET', url, token });
const conteudo = <T>(r: Resposta): T => r.json<{ content: T }>().content;
const erros = (r: Resposta) => r.json<{ errors: { field: string; message: string }[] }>().errors;
const id = (r: Resposta): number => conteudo<{ id: number }>(r).id;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  const tags = ['mobilizacao.telemarketing.ligar'];
  await criarUsuario(t.db, { login: 'ana', unidadeIds: [sede], tags });
  await criarUsuario(t.db, { login: 'bruno', unidadeIds: [sede], tags });
  ana = await t.entrar('ana');
  bruno = await t.entrar('bruno');
  admin = await t.entrarNaUnidade('admin', 'Sede');
  // Only this test's campaign and no renewal rule: the agenda is the two donors below.
  await sql`UPDATE mobilizacao_campanha SET ativo = false`.execute(t.db);
  await sql`DELETE FROM mobilizacao_regra_renovacao`.execute(t.db);
  await sql`DELETE FROM mobilizacao_ligacao`.execute(t.db);
  ref.campanha = id(await post('/api/mobilizacao/campanhas', admin, { nome: 'Campanha do teste', inicio: maisDias(hojeNoModelo(), -10), canal: 'telemarketing' }));
  ref.promessa = id(await post('/api/mobilizacao/situacoesligacao', admin, { descricao: 'Prometeu (teste)', resultado: 'promessa' }));
  ref.retornar = id(await post('/api/mobilizacao/situacoesligacao', admin, { descricao: 'Ligar depois (teste)', resultado: 'retornar' }));
  const { rows } = await sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = ${sede} AND ativo ORDER BY id LIMIT 2`.execute(t.db);
  ref.doadores = rows.map((r) => r.id);
  for (const pessoa of ref.doadores) {
    await sql`INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, campanha_cadastrada_id)
      VALUES (${sede}, ${pessoa}, 25, 10, 'PIX', '2025-01-01', ${ref.campanha})`.execute(t.db);
  }
});
afterAll(async () => {
  await t.fechar();
});

describe('the telemarketing agenda', () => {
  it('lists the donors of the running campaign', async () => {
    const agenda = conteudo<Agenda>(await get('/api/mobilizacao/telemarketing/agenda', ana));
    expect(agenda.itens.map((i) => [i.pessoaId, i.motivo])).toEqual(ref.doadores.map((p) => [p, 'campanha']));
    expect(agenda.reserva).toBeNull();
  });

  it('gives each operator a different donor, and keeps the one held', async () => {
    const daAna = conteudo<ReservaDoOperador>(await post('/api/mobilizacao/telemarketing/agenda/proximo', ana));
    const doBruno = conteudo<ReservaDoOperador>(await post('/api/mobilizacao/telemarketing/agenda/proximo', bruno));
    expect(new Set([daAna.pessoaId, doBruno.pessoaId])).toEqual(new Set(ref.doadores));
    expect(conteudo<ReservaDoOperador>(await post('/api/mobilizacao/telemarketing/agenda/proximo', ana)).pessoaId).toBe(daAna.pessoaId);
    const agendaDoBruno = conteudo<Agenda>(await get('/api/mobilizacao/telemarketing/agenda', bruno));
    expect(agendaDoBruno.itens.map((i) => i.pessoaId)).toEqual([doBruno.pessoaId]);
    await post('/api/mobilizacao/telemarketing/agenda/liberar', ana);
    await post('/api/mobilizacao/telemarketing/agenda/liberar', bruno);
  });

  it('of two claims of one donor at the same instant, exactly one wins', async () => {
    const [idAna, idBruno] = [await idDoUsuario(t.db, 'ana'), await idDoUsuario(t.db, 'bruno')];
    const pessoa = ref.doadores[0]!;
    for (let vez = 0; vez < 5; vez++) {
      await sql`DELETE FROM mobilizacao_reserva`.execute(t.db);
      const ganhos = await Promise.all([reservar(t.db, pessoa, sede, idAna), reservar(t.db, pessoa, sede, idBruno)]);
      expect(ganhos.filter(Boolean)).toHaveLength(1);
    }
    const [proximoAna, proximoBruno] = await Promise.all([
      post('/api/mobilizacao/telemarketing/agenda/proximo', ana),
      post('/api/mobilizacao/telemarketing/agenda/proximo', bruno),
    ]);
    const reservados = [proximoAna, proximoBruno].filter((r) => r.statusCode === 200).map((r) => conteudo<ReservaDoOperador>(r).pessoaId);
    expect(new Set(reservados).size).toBe(reservados.length);
    await sql`DELETE FROM mobilizacao_reserva`.execute(t.db);
  });

  it('refuses a call of a donor not held, a promise without its colaboração and a callback without a time', async () => {
    const pessoa = ref.doadores[0]!;
    const semReserva = await post('/api/mobilizacao/telemarketing/ligacoes', ana, { pessoa, situacao: ref.promessa });
    expect([semReserva.statusCode, erros(semReserva)]).toEqual([422, [{ field: 'pessoa', message: M.semReserva }]]);
    await sql`INSERT INTO mobilizacao_reserva (pessoa_id, unidade_id, operador_id, ate) VALUES (${pessoa}, ${sede}, ${await idDoUsuario(t.db, 'ana')}, now() + interval '10 minutes')`.execute(t.db);
    const semColaboracao = await post('/api/mobilizacao/telemarketing/ligacoes', ana, { pessoa, situacao: ref.promessa });
    expect(erros(semColaboracao)).toEqual([{ field: 'colaboracao', message: M.promessaSemColaboracao }]);
    const semRetorno = await post('/api/mobilizacao/telemarketing/ligacoes', ana, { pessoa, situacao: ref.retornar });
    expect(erros(semRetorno)).toEqual([{ field: 'proximaLigacao', message: M.retornoObrigatorio }]);
    const passado = await post('/api/mobilizacao/telemarketing/ligacoes', ana, { pessoa, situacao: ref.retornar, proximaLigacao: '2020-01-01T10:00' });
    expect(erros(passado)).toEqual([{ field: 'proximaLigacao', message: M.retornoNoPassado }]);
    const lixo = await post('/api/mobilizacao/telemarketing/ligacoes', ana, { pessoa, situacao: 'x', extra: 1 });
    expect(lixo.statusCode).toBe(422);
    const { rows } = await sql`SELECT 1 FROM mobilizacao_ligacao`.execute(t.db);
    expect(rows).toHaveLength(0);
  });

  it('records a promise as a new colaboração of the telemarketing, and frees the donor', async () => {
    const pessoa = ref.doadores[0]!;
    const r = await post('/api/mobilizacao/telemarketing/ligacoes', ana, {
      pessoa,
      situacao: ref.promessa,
      campanha: ref.campanha,
      observacao: 'Aceitou doar mais.',
      colaboracao: { valor: 40, diaDoMes: 15, forma: 'BOLETO' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const { colaboracaoId } = conteudo<LigacaoRegistrada>(r);
    const { rows } = await sql<{ valor: string; origem: string; dia_do_mes: number }>`SELECT valor::text, origem, dia_do_mes FROM colaboracao WHERE id = ${colaboracaoId}`.execute(t.db);
    expect(rows[0]).toEqual({ valor: '40.00', origem: 'TELEMARKETING', dia_do_mes: 15 });
    const reservas = await sql`SELECT 1 FROM mobilizacao_reserva WHERE pessoa_id = ${pessoa}`.execute(t.db);
    expect(reservas.rows).toHaveLength(0);
    const ficha = conteudo<FichaDoDoador>(await get(`/api/mobilizacao/telemarketing/doadores/${pessoa}`, ana));
    expect(ficha.colaboracoes.find((c) => c.id === colaboracaoId)).toMatchObject({ valor: 40, forma: 'BOLETO', campanha: 'Campanha do teste' });
    expect(ficha.ligacoes[0]).toMatchObject({ situacao: 'Prometeu (teste)', observacao: 'Aceitou doar mais.' });
    const lista = conteudo<{ resultList: { id: number; valor: number }[] }>(await get('/api/mobilizacao/telemarketing/colaboracoes', admin));
    expect(lista.resultList.find((c) => c.id === colaboracaoId)).toMatchObject({ valor: 40 });
  });

  it('brings a callback back on the operator’s agenda, first, on its day', async () => {
    const pessoa = ref.doadores[1]!;
    await post('/api/mobilizacao/telemarketing/agenda/proximo', ana);
    const amanha = `${maisDias(hojeNoModelo(), 1)}T09:30`;
    const r = await post('/api/mobilizacao/telemarketing/ligacoes', ana, { pessoa, situacao: ref.retornar, proximaLigacao: amanha });
    expect(r.statusCode, r.body).toBe(200);
    expect(conteudo<Agenda>(await get('/api/mobilizacao/telemarketing/agenda', ana)).itens).toEqual([]);
    await sql`UPDATE mobilizacao_ligacao SET data = data - interval '2 days', proxima_ligacao = now() - interval '1 hour' WHERE pessoa_id = ${pessoa}`.execute(t.db);
    const agenda = conteudo<Agenda>(await get('/api/mobilizacao/telemarketing/agenda', ana));
    expect(agenda.itens.map((i) => [i.pessoaId, i.motivo])).toEqual([[pessoa, 'retorno']]);
    expect(conteudo<Agenda>(await get('/api/mobilizacao/telemarketing/agenda', bruno)).itens).toEqual([]);
  });

  it('asks a promise by débito automático for the donor’s account, field by field, and the colaboração keeps it', async () => {
    const pessoa = ref.doadores[0]!;
    await sql`DELETE FROM mobilizacao_reserva`.execute(t.db);
    expect(await reservar(t.db, pessoa, sede, await idDoUsuario(t.db, 'ana'))).toBe(true);
    const ligacoes = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM mobilizacao_ligacao WHERE pessoa_id = ${pessoa}`.execute(t.db)).rows[0]!.n;
    const antes = await ligacoes();
    const promessa = (conta: object) => post('/api/mobilizacao/telemarketing/ligacoes', ana, { pessoa, situacao: ref.promessa, colaboracao: { valor: 30, diaDoMes: 5, forma: 'DEBITO_AUTOMATICO', ...conta } });

    const semConta = await promessa({});
    expect(semConta.statusCode).toBe(422);
    expect(erros(semConta)).toEqual([
      { field: 'colaboracao.debitoAgencia', message: M.debitoSemConta },
      { field: 'colaboracao.debitoConta', message: M.debitoSemConta },
    ]);
    const invalida = await promessa({ debitoAgencia: '12A', debitoConta: '123456' });
    expect(erros(invalida)).toEqual([{ field: 'colaboracao.debitoAgencia', message: M.debitoAgenciaInvalida }]);
    expect(await ligacoes()).toBe(antes);

    const r = await promessa({ debitoAgencia: '0801', debitoConta: '123456' });
    expect(r.statusCode, r.body).toBe(200);
    const { colaboracaoId } = conteudo<LigacaoRegistrada>(r);
    const { rows } = await sql<{ forma: string; agencia: string; conta: string }>`
      SELECT forma, debito_agencia AS agencia, debito_conta AS conta FROM colaboracao WHERE id = ${colaboracaoId}`.execute(t.db);
    expect(rows[0]).toEqual({ forma: 'DEBITO_AUTOMATICO', agencia: '0801', conta: '123456' });
    const ficha = conteudo<FichaDoDoador>(await get(`/api/mobilizacao/telemarketing/doadores/${pessoa}`, ana));
    expect(ficha.colaboracoes.find((c) => c.id === colaboracaoId)).toMatchObject({ debitoAgencia: '0801', debitoConta: '123456' });
  });

  it('answers 404 for a donor of another unit or none', async () => {
    expect((await get('/api/mobilizacao/telemarketing/doadores/999999', ana)).statusCode).toBe(404);
  });
});

