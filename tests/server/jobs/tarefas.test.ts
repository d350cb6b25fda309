import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MensagemDoServidor, TarefaResumo } from '../../../src/shared/realtime/protocolo.ts';
import { criarArquivos } from '../../../src/server/arquivos.ts';
import { ErroDaTarefa } from '../../../src/server/jobs/tipos.ts';
import { comTarefas } from '../../../src/server/jobs/tabelas.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../ajudantes.ts';
import { conectarEApresentar, encerrar, escutar, type ClienteDeTeste } from '../realtime/cliente-mqtt.ts';

let t: AppDeTeste;
let admin: string;
let vivo: ClienteDeTeste;

// Kinds of job that exist only in this file: the machinery is exercised through them.
const chamadas = new Map<string, number>();
const contar = (chave: string) => chamadas.set(chave, (chamadas.get(chave) ?? 0) + 1).get(chave) ?? 0;

beforeAll(async () => {
  t = await criarAppDeTeste();
  const url = await escutar(t.app);
  const sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'leitora', nome: '=HIPERLINK("http://mal.example";"clique")', unidadeIds: [sede], tags: ['configuracoes.usuario.visualizar'] });
  await criarUsuario(t.db, { login: 'aspas', nome: 'Maria "Preta"; da Silva', unidadeIds: [sede] });
  admin = await t.entrar('admin');
  vivo = await conectarEApresentar(url, admin);

  const tarefas = t.app.tarefas;
  await tarefas.registrarTipoDeTarefa<{ passos: number }>({
    tipo: 'teste.progresso',
    titulo: 'Tarefa com progresso',
    async executar(ctx) {
      for (let i = ((ctx.ponto as number | null) ?? 0) + 1; i <= ctx.parametros.passos; i++) {
        await ctx.passo(async () => ({ ponto: i, progresso: (i / ctx.parametros.passos) * 100, mensagem: `passo ${i}` }));
        await new Promise((r) => setTimeout(r, 350));
      }
      return { mensagem: 'Pronto.' };
    },
  });
  await tarefas.registrarTipoDeTarefa({
    tipo: 'teste.recursos',
    titulo: 'Tarefa que muda pessoas',
    recursos: ['/api/pessoas'],
    executar: () => Promise.resolve({ mensagem: '2 pessoas alteradas.' }),
  });
  await tarefas.registrarTipoDeTarefa({
    tipo: 'teste.recusada',
    titulo: 'Tarefa recusada',
    async executar() {
      contar('recusada');
      throw new ErroDaTarefa('A planilha não tem a coluna CPF.', { repetir: false });
    },
  });
  await tarefas.registrarTipoDeTarefa({
    tipo: 'teste.instavel',
    titulo: 'Tarefa instável',
    esperaS: 1,
    async executar() {
      if (contar('instavel') === 1) throw new Error('conexão perdida com detalhe interno');
      return { mensagem: 'Deu certo na segunda.' };
    },
  });
  await tarefas.registrarTipoDeTarefa({
    tipo: 'teste.sempre-falha',
    titulo: 'Tarefa que sempre falha',
    tentativas: 1,
    esperaS: 1,
    async executar() {
      contar('sempre-falha');
      throw new Error('segredo interno');
    },
  });
});
afterAll(async () => {
  await encerrar(vivo);
  await t.fechar();
});

async function criar(tipo: string, parametros: object = {}, login = 'admin'): Promise<TarefaResumo> {
  const u = await t.db.selectFrom('usuario').select('id').where('login', '=', login).executeTakeFirstOrThrow();
  return t.app.tarefas.criar(tipo, { usuarioId: u.id, unidadeId: null }, parametros);
}

async function esperarFim(id: number, token = admin, ms = 20_000): Promise<TarefaResumo> {
  const limite = Date.now() + ms;
  for (;;) {
    const r = await t.chamar({ method: 'GET', url: `/api/tarefas/${id}`, token });
    const tarefa = r.json<{ content: TarefaResumo }>().content;
    if (tarefa.estado === 'concluida' || tarefa.estado === 'falhou') return tarefa;
    if (Date.now() > limite) throw new Error(`tarefa ${id} não terminou: ${JSON.stringify(tarefa)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const avisosDa = (id: number) =>
  vivo.mensagens.map((m) => m.mensagem).filter((m): m is Extract<MensagemDoServidor, { type: 'AVISO' }> => m.type === 'AVISO' && m.content.tarefaId === id);

describe('relatório de usuários (the real job kind)', () => {
  it('refuses a user without configuracoes.usuario.visualizar', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/relatorios/usuarios', token: await t.entrar('operador'), payload: {} });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });

  it('queues the report, runs it, stores a CSV and sends a report notice with its link', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/relatorios/usuarios', token: admin, payload: {} });
    expect(r.statusCode).toBe(200);
    const { content, message } = r.json<{ content: TarefaResumo; message: string }>();
    expect(message).toBe('Relatório solicitado. Você será avisado quando estiver pronto.');
    expect(content).toMatchObject({ tipo: 'relatorio.usuarios', titulo: 'Relatório de usuários', estado: 'fila', progresso: 0 });

    const fim = await esperarFim(content.id);
    const total = Number((await t.db.selectFrom('usuario').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(fim).toMatchObject({ estado: 'concluida', progresso: 100, erro: null, mensagem: `${total} usuários no relatório.` });
    expect(fim.link).toMatch(/^\/api\/arquivos\/\d+\/download$/);

    const aviso = await vivo.esperar((m) => m.type === 'AVISO' && m.content.tarefaId === content.id);
    expect(aviso).toEqual({
      type: 'AVISO',
      content: { tipo: 'RELATORIO', title: 'Relatório de usuários', msg: fim.mensagem, link: fim.link, tarefaId: content.id },
    });
    // The panel was told about each change of state.
    const estados = vivo.mensagens.flatMap((m) => (m.mensagem.type === 'TAREFA' && m.mensagem.content.id === content.id ? [m.mensagem.content.estado] : []));
    expect(estados[0]).toBe('executando');
    expect(estados.at(-1)).toBe('concluida');

    const arquivoId = Number(fim.link?.split('/')[3]);
    const arquivo = await criarArquivos(t.db, t.config.dataDir).ler(arquivoId);
    expect(arquivo?.tipoMime).toBe('text/csv; charset=utf-8');
    const texto = arquivo?.conteudo.toString('utf8') ?? '';
    expect(texto.startsWith('\uFEFFNome;Login;E-mail;Situação;Unidades;Grupos de permissão\r\n')).toBe(true);
    const linhas = texto.slice(1).split('\r\n').filter(Boolean);
    expect(linhas).toHaveLength(total + 1);
    // A formula becomes text; quotes and separators inside a value are quoted.
    expect(texto).toContain(`"'=HIPERLINK(""http://mal.example"";""clique"")";leitora;`);
    expect(texto).toContain('"Maria ""Preta""; da Silva";aspas;');
    // The pieces written step by step are gone once the file is stored.
    expect(await comTarefas(t.db).selectFrom('tarefa_parte').selectAll().where('tarefa_id', '=', content.id).execute()).toEqual([]);
  });

  it('refuses a q with a NUL character (422, not 500)', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/relatorios/usuarios', token: admin, payload: { q: 'a\u0000b' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'q', message: 'Valor inválido.' }]);
  });

  it('filters by q like the users list', async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/relatorios/usuarios', token: await t.entrar('leitora'), payload: { q: 'aspas' } });
    const fim = await esperarFim(r.json().content.id, await t.entrar('leitora'));
    expect(fim.mensagem).toBe('1 usuário no relatório.');
  });

  it("lists only the users of the requester's units, as the users list does", async () => {
    await criarUsuario(t.db, { login: 'leitora.norte', unidadeIds: [await idDaUnidade(t.db, 'Unidade Norte')], tags: ['configuracoes.usuario.visualizar'] });
    const token = await t.entrar('leitora.norte');
    const r = await t.chamar({ method: 'POST', url: '/api/relatorios/usuarios', token, payload: {} });
    const fim = await esperarFim(r.json().content.id, token);
    const texto = (await criarArquivos(t.db, t.config.dataDir).ler(Number(fim.link?.split('/')[3])))?.conteudo.toString('utf8') ?? '';
    // admin shares Unidade Norte; operador, leitora and aspas are of Sede only.
    expect(texto).toContain(';admin;');
    expect(texto).toContain(';leitora.norte;');
    for (const login of ['operador', 'leitora', 'aspas']) expect(texto).not.toContain(`;${login};`);
  });

  it('refuses an invalid body with 422-style validation (no job created)', async () => {
    const antes = await comTarefas(t.db).selectFrom('tarefa').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const r = await t.chamar({ method: 'POST', url: '/api/relatorios/usuarios', token: admin, payload: { q: 'x'.repeat(201) } });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    const depois = await comTarefas(t.db).selectFrom('tarefa').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(depois.n).toBe(antes.n);
  });
});

describe('the machinery', () => {
  it('records progress step by step and tells the panel', async () => {
    const { id } = await criar('teste.progresso', { passos: 4 });
    const fim = await esperarFim(id);
    expect(fim).toMatchObject({ estado: 'concluida', progresso: 100, mensagem: 'Pronto.', link: null });
    // The live channel delivers after the row says done: the notice, sent last, may still be on its way.
    await vivo.esperar((m) => m.type === 'AVISO' && m.content.tarefaId === id);
    const progresso = vivo.mensagens.flatMap((m) =>
      m.mensagem.type === 'TAREFA' && m.mensagem.content.id === id && m.mensagem.content.estado === 'executando' ? [m.mensagem.content.progresso] : [],
    );
    expect(progresso).toEqual(expect.arrayContaining([25, 50, 75]));
    expect(progresso).toEqual([...progresso].sort((a, b) => a - b));
    // Job notices stay until closed (spec section 9): tipo JOB.
    expect(avisosDa(id)).toEqual([{ type: 'AVISO', content: { tipo: 'JOB', title: 'Tarefa com progresso', msg: 'Pronto.', tarefaId: id } }]);
  });

  it('names in its end notice the resources the job changed, for the screens that show them', async () => {
    const { id } = await criar('teste.recursos');
    await esperarFim(id);
    await vivo.esperar((m) => m.type === 'AVISO' && m.content.tarefaId === id);
    expect(avisosDa(id)).toEqual([
      { type: 'AVISO', content: { tipo: 'JOB', title: 'Tarefa que muda pessoas', msg: '2 pessoas alteradas.', tarefaId: id, recursos: ['/api/pessoas'] } },
    ]);
  });

  it('records a refusal with its message, sends errorMsg, and does not retry it', async () => {
    const { id } = await criar('teste.recusada');
    const fim = await esperarFim(id);
    expect(fim).toMatchObject({ estado: 'falhou', erro: 'A planilha não tem a coluna CPF.', link: null });
    await vivo.esperar((m) => m.type === 'AVISO' && m.content.tarefaId === id);
    expect(avisosDa(id)).toEqual([
      { type: 'AVISO', content: { tipo: 'JOB', title: 'Tarefa recusada', errorMsg: 'A planilha não tem a coluna CPF.', tarefaId: id } },
    ]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(chamadas.get('recusada')).toBe(1);
  });

  it('retries a failed attempt with backoff and finishes', async () => {
    const { id } = await criar('teste.instavel');
    const fim = await esperarFim(id);
    expect(fim).toMatchObject({ estado: 'concluida', mensagem: 'Deu certo na segunda.', erro: null });
    expect(chamadas.get('instavel')).toBe(2);
    const linha = await comTarefas(t.db).selectFrom('tarefa').select(['tentativas']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(linha.tentativas).toBe(2);
    // Between the attempts the panel showed it queued again, with a readable error.
    const intermedio = vivo.mensagens.find((m) => m.mensagem.type === 'TAREFA' && m.mensagem.content.id === id && m.mensagem.content.estado === 'fila');
    expect(intermedio?.mensagem.content).toMatchObject({ erro: 'Não foi possível concluir a tarefa. Tente novamente mais tarde.' });
  });

  it('fails for good once the retries are spent, without leaking the internal error', async () => {
    const { id } = await criar('teste.sempre-falha');
    const fim = await esperarFim(id);
    expect(fim).toMatchObject({ estado: 'falhou', erro: 'Não foi possível concluir a tarefa. Tente novamente mais tarde.' });
    expect(chamadas.get('sempre-falha')).toBe(2);
    await vivo.esperar((m) => m.type === 'AVISO' && m.content.tarefaId === id);
    expect(avisosDa(id)).toHaveLength(1);
    expect(JSON.stringify(vivo.mensagens)).not.toContain('segredo interno');
  });
});

describe('GET /api/tarefas', () => {
  it('lists only the user\'s own jobs, newest first, paged', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/tarefas?rpp=2', token: admin });
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(content).toMatchObject({ page: 1, rpp: 2, hasMore: true });
    expect(content.resultList).toHaveLength(2);
    expect(content.resultList[0].id).toBeGreaterThan(content.resultList[1].id);

    const leitora = await t.entrar('leitora');
    const delas = (await t.chamar({ method: 'GET', url: '/api/tarefas', token: leitora })).json().content;
    expect(delas.count).toBe(1);
    expect(delas.resultList[0].tipo).toBe('relatorio.usuarios');
  });

  it('answers 404 for another user\'s job and 401 without a session', async () => {
    const deAdmin = (await t.chamar({ method: 'GET', url: '/api/tarefas?rpp=1', token: admin })).json().content.resultList[0];
    const r = await t.chamar({ method: 'GET', url: `/api/tarefas/${deAdmin.id}`, token: await t.entrar('leitora') });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Tarefa não encontrada.' });
    expect((await t.chamar({ method: 'GET', url: '/api/tarefas' })).statusCode).toBe(401);
  });
});
