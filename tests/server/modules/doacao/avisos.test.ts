import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_DAS_DOACOES as M } from '../../../../src/shared/doacao/mensagens.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { esperar } from '../../../support/filhos.ts';
import { idDaUnidade } from '../../ajudantes.ts';
import { smtpDeTeste, type SmtpDeTeste } from '../../smtpDeTeste.ts';

// The e-mails to the donor (doacao/configuracoes/notificacoes), read in the outbox and, for the
// receipt's attachment, as the test SMTP server received them:
// the thanks when a gift is registered and the receipt, its PDF named, when it is received, each
// once even when the save or the action comes again; the switches turn each off; a donor without
// e-mail gets none and the gift goes on.

let t: AppDeTeste;
let smtp: SmtpDeTeste;
let admin: string;
let sede = 0;

beforeAll(async () => {
  smtp = await smtpDeTeste();
  t = await criarAppDeTeste({ smtpUrl: smtp.url });
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
});
afterAll(async () => {
  await t.fechar();
  await smtp.fechar();
});

const post = (url: string, payload: object) => t.chamar({ method: 'POST', url, token: admin, payload });
const notificacoes = (payload: object) => t.chamar({ method: 'PUT', url: '/api/doacao/configuracoes/notificacoes', token: admin, payload });

let codigo = 995000;
async function doador(nome: string, email: string | null): Promise<number> {
  codigo++;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO pessoa (unidade_id, codigo, nome, papel_pessoa_fisica, email_principal) VALUES (${sede}, ${codigo}, ${nome}, true, ${email}) RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

async function doar(pessoa: number, valor: number, data = '2026-03-05'): Promise<number> {
  const r = await post('/api/doacao/doacoes', { pessoa, data, valor, forma: 'DINHEIRO' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { id: number } }>().content.id;
}

interface Enviado {
  assunto: string;
  corpo: string;
}
const enviadosA = async (para: string): Promise<Enviado[]> =>
  (await sql<Enviado>`SELECT assunto, corpo FROM email_saida WHERE para = ${para} ORDER BY id`.execute(t.db)).rows;
const esperarEnviados = (para: string, n: number) => esperar(() => enviadosA(para), (l) => l.length >= n);

describe("the donor's e-mails", () => {
  it('thank once for a registered gift and send the receipt once when it is received, with the texts filled in', async () => {
    const r = await notificacoes({ textoAgradecimento: 'Obrigado, {nome}: R$ {valor} em {data}.', assuntoRecibo: 'Recibo de {nome}' });
    expect(r.statusCode, r.body).toBe(200);
    const ana = await doador('Ana Doadora', 'ana@exemplo.com.br');
    const id = await doar(ana, 1234.5);
    const [agradecimento] = await esperarEnviados('ana@exemplo.com.br', 1);
    expect(agradecimento).toEqual({ assunto: 'Obrigado pela sua doação', corpo: 'Obrigado, Ana Doadora: R$ 1.234,50 em 05/03/2026.' });
    expect((await post('/api/doacao/doacoes', { id, observacao: 'Em espécie, na secretaria' })).statusCode).toBe(200);

    const recebida = await post(`/api/doacao/doacoes/${id}/receber`, { data: '2026-03-06' });
    expect(recebida.statusCode, recebida.body).toBe(200);
    expect((await post(`/api/doacao/doacoes/${id}/receber`, { data: '2026-03-06' })).statusCode).toBe(409);
    const { rows } = await sql<{ numero: number }>`SELECT r.numero FROM doacao AS d JOIN recibo AS r ON r.id = d.recibo_id WHERE d.id = ${id} AND r.situacao = 'EMITIDO'`.execute(t.db);
    const numero = String(rows[0]!.numero).padStart(6, '0');
    expect((await post(`/api/doacao/doacoes/${id}/recibo`, {})).statusCode).toBe(409);

    const emails = await esperarEnviados('ana@exemplo.com.br', 2);
    expect(emails[1]).toEqual({
      assunto: 'Recibo de Ana Doadora',
      corpo: `Olá, Ana Doadora! Recebemos a sua doação de R$ 1.234,50 em 05/03/2026. O recibo segue anexo a este e-mail.\n\nAnexo: recibo-${numero}.pdf`,
    });
    // Through SMTP the receipt's PDF goes attached (base64 of '%PDF-'); the outbox names it.
    const comAnexo = await esperar(async () => smtp.mensagens.find((m) => m.includes(`recibo-${numero}.pdf`)), (m) => m !== undefined);
    expect(comAnexo).toMatch(/Content-Type: application\/pdf; name=recibo-\d{6}\.pdf/);
    expect(comAnexo).toContain('JVBERi0');
    // A gift after them: once its thanks is out, any second e-mail of the first would be too.
    await doar(ana, 10);
    expect((await esperarEnviados('ana@exemplo.com.br', 3)).map((e) => e.assunto)).toEqual(['Obrigado pela sua doação', 'Recibo de Ana Doadora', 'Obrigado pela sua doação']);
  });

  it('are not sent when switched off, and the receipt is then issued by hand', async () => {
    expect((await notificacoes({ agradecer: false, enviarRecibo: false })).statusCode).toBe(200);
    const bruno = await doador('Bruno Doador', 'bruno@exemplo.com.br');
    const id = await doar(bruno, 50);
    expect((await post(`/api/doacao/doacoes/${id}/receber`, { data: '2026-03-06' })).statusCode).toBe(200);
    const { rows } = await sql<{ recibo: number | null }>`SELECT recibo_id AS recibo FROM doacao WHERE id = ${id}`.execute(t.db);
    expect(rows[0]!.recibo).toBeNull();
    const recibo = await post(`/api/doacao/doacoes/${id}/recibo`, {});
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(recibo.json<{ message: string }>().message).toMatch(/^Recibo nº \d{6} emitido\.$/);
    expect((await notificacoes({ agradecer: true, enviarRecibo: true })).statusCode).toBe(200);
    await doar(bruno, 20);
    expect((await esperarEnviados('bruno@exemplo.com.br', 1)).map((e) => e.assunto)).toEqual(['Obrigado pela sua doação']);
  });

  it('go to no donor without e-mail, and the gift is registered and received all the same', async () => {
    const semEmail = await doador('Carla Sem Email', null);
    const id = await doar(semEmail, 75);
    const recebida = await post(`/api/doacao/doacoes/${id}/receber`, { data: '2026-03-06' });
    expect([recebida.statusCode, recebida.json<{ message: string }>().message]).toEqual([200, M.recebida]);
    const sentinela = await doador('Davi Doador', 'davi@exemplo.com.br');
    await doar(sentinela, 5);
    await esperarEnviados('davi@exemplo.com.br', 1);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM email_saida WHERE corpo LIKE '%Carla Sem Email%'`.execute(t.db);
    expect(rows[0]!.n).toBe(0);
  });
});
