import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { MENSAGENS } from '../../../../src/shared/messages.ts';
import { urlDaConsulta, urlDoEmailDoBoleto, type ConsultaDoDoador } from '../../../../src/shared/api/telemarketing.ts';
import { MENSAGEM_SEM_BOLETO } from '../../../../src/server/modules/mobilizacao/cobranca/boleto.ts';
import { criarArquivos } from '../../../../src/server/arquivos.ts';
import { criarCarteiro } from '../../../../src/server/email.ts';
import { comTarefas } from '../../../../src/server/jobs/tabelas.ts';
import type { ContextoDaTarefa } from '../../../../src/server/jobs/tipos.ts';
import { tarefaDaRemessa } from '../../../../src/server/modules/mobilizacao/remessa/tarefas.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';
import { smtpDeTeste, type SmtpDeTeste } from '../../smtpDeTeste.ts';

// Boletos by e-mail, as the test SMTP server and the outbox receive them: Enviar boleto por e-mail
// on the charges to send runs one job whose notice counts those sent and those left out (a donor
// without e-mail, a charge of débito automático); the PDF goes attached and the linha digitável
// in the body, with the agreement's texts; the row action sends again; bad ids are refused. With
// the agreement's switch on, generating the remittance e-mails each boleto never sent before; the
// donor's lookup sends a charge's boleto again whatever its state.

let t: AppDeTeste;
let smtp: SmtpDeTeste;
let admin: string;
let sede = 0;
const ref = { bb: 0, itau: 0, ana: 0, bruno: 0, carla: 0, davi: 0 };

const post = (url: string, payload?: object) => t.chamar({ method: 'POST', url, token: admin, ...(payload === undefined ? {} : { payload }) });

let codigo = 996000;
async function doador(nome: string, email: string | null): Promise<number> {
  codigo++;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO pessoa (unidade_id, codigo, nome, papel_pessoa_fisica, email_principal) VALUES (${sede}, ${codigo}, ${nome}, true, ${email}) RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

/** The charge of the month's gift of a new colaboração of the donor. */
async function cobrancaDe(pessoa: number, forma: number, tipo: 'BOLETO' | 'DEBITO_AUTOMATICO'): Promise<number> {
  const inicio = `${hojeNoModelo().slice(0, 7)}-01`;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, forma_cobranca_id, debito_agencia, debito_conta)
    VALUES (${sede}, ${pessoa}, 87.40, 1, ${tipo}, ${inicio}::date, ${forma}, ${tipo === 'BOLETO' ? null : '1234'}, ${tipo === 'BOLETO' ? null : '567890'}) RETURNING id`.execute(t.db);
  const gerada = await post('/api/doacao/colaboracoes/gerar', { ids: [rows[0]!.id] });
  expect(gerada.statusCode, gerada.body).toBe(200);
  const { rows: c } = await sql<{ id: number }>`SELECT id FROM mobilizacao_cobranca WHERE colaboracao_id = ${rows[0]!.id}`.execute(t.db);
  return c[0]!.id;
}

const forma = async (nome: string): Promise<number> => (await sql<{ id: number }>`SELECT id FROM mobilizacao_forma_cobranca WHERE nome = ${nome}`.execute(t.db)).rows[0]!.id;

async function resultadoDa(tipo: string, quantas: number): Promise<string> {
  return vi.waitFor(
    async () => {
      const { rows } = await sql<{ estado: string; resultado: { mensagem: string } | null }>`SELECT estado, resultado FROM tarefa WHERE tipo = ${tipo} ORDER BY id`.execute(t.db);
      expect(rows.map((r) => r.estado)).toEqual(Array<string>(quantas).fill('concluida'));
      return rows[quantas - 1]!.resultado!.mensagem;
    },
    { timeout: 20_000, interval: 200 },
  );
}

const enviadosA = async (para: string) => (await sql<{ assunto: string; corpo: string }>`SELECT assunto, corpo FROM email_saida WHERE para = ${para} ORDER BY id`.execute(t.db)).rows;
const enviadoEm = async (id: number) => (await sql<{ em: Date | null }>`SELECT boleto_enviado_em AS em FROM mobilizacao_cobranca WHERE id = ${id}`.execute(t.db)).rows[0]!.em;

beforeAll(async () => {
  smtp = await smtpDeTeste();
  t = await criarAppDeTeste({ smtpUrl: smtp.url });
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  ref.bb = await forma('Boleto Banco do Brasil');
  ref.itau = await forma('Débito automático Itaú');
  ref.ana = await cobrancaDe(await doador('Ana Boleto', 'ana.boleto@exemplo.com.br'), ref.bb, 'BOLETO');
  ref.bruno = await cobrancaDe(await doador('Bruno Sem Email', null), ref.bb, 'BOLETO');
  ref.carla = await cobrancaDe(await doador('Carla Boleto', 'carla.boleto@exemplo.com.br'), ref.bb, 'BOLETO');
  ref.davi = await cobrancaDe(await doador('Davi Debito', 'davi.debito@exemplo.com.br'), ref.itau, 'DEBITO_AUTOMATICO');
});
afterAll(async () => {
  await t?.fechar();
  await smtp?.fechar();
});

describe('Enviar boleto por e-mail', () => {
  it('e-mails the PDF with the linha digitável in the agreement’s texts, and says who was left out and why', async () => {
    const textos = await post('/api/mobilizacao/formascobranca', { id: ref.bb, assuntoEmailBoleto: 'Boleto de {nome}', textoEmailBoleto: 'R$ {valor} até {vencimento}. Linha: {linhaDigitavel}' });
    expect(textos.statusCode, textos.body).toBe(200);
    const r = await post('/api/mobilizacao/remessa/envio/email', { ids: [ref.ana, ref.bruno, ref.davi] });
    expect(r.statusCode, r.body).toBe(200);

    expect(await resultadoDa('mobilizacao.cobranca.email', 1)).toBe(
      '1 boleto(s) enviado(s) por e-mail. 2 não enviado(s): 1 de doador sem e-mail, 1 que não é de convênio de boleto.',
    );
    const [email] = await enviadosA('ana.boleto@exemplo.com.br');
    expect(email!.assunto).toBe('Boleto de Ana Boleto');
    expect(email!.corpo).toMatch(/^R\$ 87,40 até 01\/\d{2}\/\d{4}\. Linha: 00190\.00009 \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}\n\nAnexo: boleto-\d+\.pdf$/);
    const recebido = smtp.mensagens.find((m) => m.includes(`boleto-${ref.ana}.pdf`));
    expect(recebido).toMatch(new RegExp(`Content-Type: application/pdf; name=boleto-${ref.ana}\\.pdf`));
    expect(recebido).toContain('JVBERi0');
    expect(smtp.recebidos).toContainEqual(['ana.boleto@exemplo.com.br']);
    expect(await enviadosA('davi.debito@exemplo.com.br')).toEqual([]);
    expect(await enviadoEm(ref.ana)).toBeInstanceOf(Date);
    expect([await enviadoEm(ref.bruno), await enviadoEm(ref.davi)]).toEqual([null, null]);
    // The list of charges to send shows when.
    const lista = await t.chamar({ method: 'GET', url: `/api/mobilizacao/remessa/envio?id=${ref.ana}`, token: admin });
    expect(lista.body).toContain('boletoEnviadoEm');
  });

  it('sends again when asked on the row', async () => {
    const r = await post(`/api/mobilizacao/remessa/envio/${ref.ana}/email`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ message: string }>().message).toBe('Envio solicitado. Você será avisado quando os e-mails tiverem saído.');
    expect(await resultadoDa('mobilizacao.cobranca.email', 2)).toBe('1 boleto(s) enviado(s) por e-mail.');
    expect((await enviadosA('ana.boleto@exemplo.com.br')).length).toBe(2);
  });

  it('refuses bad ids with a pt-BR 422, queuing nothing', async () => {
    for (const ids of [[], ['abc'], [0]]) {
      const r = await post('/api/mobilizacao/remessa/envio/email', { ids });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json<{ message: string }>().message).toBe(MENSAGENS.errosFormulario);
    }
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tarefa WHERE tipo = 'mobilizacao.cobranca.email'`.execute(t.db);
    expect(rows[0]!.n).toBe(2);
  });
});

describe('the agreement’s switch', () => {
  it('e-mails each boleto of a remittance once it is generated, never one already sent', async () => {
    expect((await post('/api/mobilizacao/formascobranca', { id: ref.bb, enviarBoletoPorEmail: true })).statusCode).toBe(200);
    const r = await post('/api/mobilizacao/remessa/envio/gerar', { ids: [ref.ana, ref.bruno, ref.carla] });
    expect(r.statusCode, r.body).toBe(200);
    expect(await resultadoDa('mobilizacao.remessa.gerar', 1)).toBe(
      '1 remessa(s) com 3 cobrança(s). 1 boleto(s) enviado(s) por e-mail. 1 não enviado(s): 1 de doador sem e-mail.',
    );
    expect((await enviadosA('carla.boleto@exemplo.com.br')).map((e) => e.assunto)).toEqual(['Boleto de Carla Boleto']);
    expect((await enviadosA('ana.boleto@exemplo.com.br')).length).toBe(2);
    expect(await enviadoEm(ref.carla)).toBeInstanceOf(Date);
  });

  it('e-mails the boletos of a remittance whose job died once it was committed, when the job is retried, and once only', async () => {
    expect((await post('/api/mobilizacao/formascobranca', { id: ref.bb, enviarBoletoPorEmail: true })).statusCode).toBe(200);
    const eva = await cobrancaDe(await doador('Eva Retomada', 'eva.retomada@exemplo.com.br'), ref.bb, 'BOLETO');
    const { id: usuarioId } = await t.db.selectFrom('usuario').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const tarefa = tarefaDaRemessa(criarArquivos(t.db, t.config.dataDir), criarCarteiro(t.db, () => Promise.resolve(null)));
    const db = comTarefas(t.db);
    const salvo: { ponto: unknown } = { ponto: null };
    // Each step commits with its checkpoint, as the queue runs them; the first process dies right after.
    const tentativa = (morre: boolean): ContextoDaTarefa<{ ids: number[] }> => ({
      tarefaId: 0,
      usuarioId,
      unidadeId: sede,
      parametros: { ids: [eva] },
      db,
      get ponto() {
        return salvo.ponto;
      },
      async passo(escrever) {
        salvo.ponto = (await db.transaction().execute(escrever)).ponto;
        if (morre) throw new Error('processo morto');
      },
      progresso: async () => undefined,
    });

    await expect(tarefa.executar(tentativa(true))).rejects.toThrow('processo morto');
    const { rows } = await sql<{ situacao: string }>`SELECT situacao FROM mobilizacao_cobranca WHERE id = ${eva}`.execute(t.db);
    expect(rows[0]!.situacao).toBe('enviada');
    expect(await enviadoEm(eva)).toBeNull();

    const retomada = await tarefa.executar(tentativa(false));
    expect(retomada.mensagem).toBe('1 remessa(s) com 1 cobrança(s). 1 boleto(s) enviado(s) por e-mail.');
    expect(retomada.arquivoId).toEqual(expect.any(Number));
    expect((await enviadosA('eva.retomada@exemplo.com.br')).map((e) => e.assunto)).toEqual(['Boleto de Eva Retomada']);
    expect(await enviadoEm(eva)).toBeInstanceOf(Date);

    await tarefa.executar(tentativa(false));
    expect(await enviadosA('eva.retomada@exemplo.com.br')).toHaveLength(1);
  });
});

describe('the donor’s lookup', () => {
  it('shows when each boleto was e-mailed and sends a charge already at the bank again', async () => {
    const { rows } = await sql<{ pessoa: number; situacao: string }>`SELECT pessoa_id AS pessoa, situacao FROM mobilizacao_cobranca WHERE id = ${ref.carla}`.execute(t.db);
    expect(rows[0]!.situacao).toBe('enviada');
    const ficha = await t.chamar({ method: 'GET', url: urlDaConsulta(rows[0]!.pessoa), token: admin });
    const cobranca = ficha.json<{ content: ConsultaDoDoador }>().content.cobrancas.find((c) => c.id === ref.carla);
    expect(cobranca).toMatchObject({ boleto: true, boletoEnviadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/) as unknown });

    const r = await post(urlDoEmailDoBoleto(ref.carla));
    expect(r.statusCode, r.body).toBe(200);
    expect(await resultadoDa('mobilizacao.cobranca.email', 3)).toBe('1 boleto(s) enviado(s) por e-mail.');
    expect((await enviadosA('carla.boleto@exemplo.com.br')).length).toBe(2);
  });

  it('refuses a charge that is not of a boleto agreement (422) and one that does not exist (404)', async () => {
    const debito = await post(urlDoEmailDoBoleto(ref.davi));
    expect(debito.statusCode).toBe(422);
    expect(debito.json<{ message: string }>().message).toBe(MENSAGEM_SEM_BOLETO);
    expect((await post(urlDoEmailDoBoleto(999999))).statusCode).toBe(404);
    expect((await post(urlDoEmailDoBoleto('abc'))).statusCode).toBe(422);
  });
});
