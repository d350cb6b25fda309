import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brCode } from '../../../../src/shared/doacao/brcode.ts';
import { MENSAGENS_DAS_DOACOES as M } from '../../../../src/shared/doacao/mensagens.ts';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { MENSAGENS_VALIDACAO } from '../../../../src/shared/validation/messages.ts';
import { tabelaDoRelatorioDeDoacoes } from '../../../../src/server/modules/doacao/relatorios/tabelas.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { esperar } from '../../../support/filhos.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Donations through their calls: the BR Code (the Banco Central's example), a gift that becomes a
// receivable, is received, receipted, refused an edit and reversed; a monthly plan's gift that
// fails until the plan is cancelled and the donor told; the public portal's calls with the bot
// check (too early, solved, reused), hostile input writing nothing, and the gift in the staff list.

let t: AppDeTeste;
let admin: string;
let semTag: string;
let instante = new Date();
let pessoaId = 0;

const EXEMPLO_BC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

beforeAll(async () => {
  t = await criarAppDeTeste({}, { agora: () => instante });
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'semdoacao', unidadeIds: [sede], tags: ['gestaopessoas.pessoa.visualizar'] });
  semTag = await t.entrar('semdoacao');
  const { rows } = await sql<{ id: number }>`
    INSERT INTO pessoa (unidade_id, codigo, nome, papel_pessoa_juridica, cnpj, email_principal)
    VALUES (${sede}, 990001, 'Empresa Doadora Ltda', true, '11222333000181', 'financeiro@doadora.com.br') RETURNING id`.execute(t.db);
  pessoaId = rows[0]!.id;
  const r = await t.chamar({ method: 'PUT', url: '/api/doacao/configuracoes/parametro', token: admin, payload: { chavePix: 'doacoes@alicerce.org.br', nomeRecebedor: 'Instituto Alicerce', cidadeRecebedor: 'São Paulo', falhasParaCancelar: 2 } });
  expect(r.statusCode, r.body).toBe(200);
});
afterAll(async () => {
  await t.fechar();
});

const post = (url: string, token: string | undefined, payload: object) => t.chamar({ method: 'POST', url, ...(token ? { token } : {}), payload });
const get = (url: string, token?: string) => t.chamar({ method: 'GET', url, ...(token ? { token } : {}) });
const conteudo = <T>(r: { json: <U>() => U }): T => r.json<{ content: T }>().content;

describe('POST /api/doacao/pix/brcode', () => {
  it("answers the Banco Central's example exactly", async () => {
    const r = await post('/api/doacao/pix/brcode', admin, { chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Fulano de Tal', cidade: 'BRASILIA' });
    expect(r.statusCode, r.body).toBe(200);
    expect(conteudo<{ payload: string }>(r).payload).toBe(EXEMPLO_BC);
  });

  it('refuses a name over 25, a city over 15 characters and a missing key in pt-BR, and a session without the tag', async () => {
    const r = await post('/api/doacao/pix/brcode', admin, { chave: '', nome: 'Associação Beneficente de Bairro', cidade: 'São José dos Campos' });
    expect(r.statusCode).toBe(422);
    expect(r.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'chave', message: M.chaveObrigatoria },
      { field: 'nome', message: M.nomeLongo },
      { field: 'cidade', message: M.cidadeLonga },
    ]);
    expect((await post('/api/doacao/pix/brcode', admin, { chave: 'x', nome: 'A', cidade: 'B', valor: 'dez' })).statusCode).toBe(422);
    const sem = await post('/api/doacao/pix/brcode', semTag, { chave: 'x', nome: 'A', cidade: 'B' });
    expect([sem.statusCode, sem.json<{ message: string }>().message]).toEqual([403, MENSAGEM_SEM_PERMISSAO]);
  });
});

interface Doacao {
  id: number;
  situacao: string;
  titulo: { id: number } | null;
  recibo: { id: number } | null;
  txid: string | null;
  origem: string;
}

describe('a gift on the staff pages', () => {
  it('becomes a receivable, is received, receipted, no longer edited, and reversed', async () => {
    const criada = await post('/api/doacao/doacoes', admin, { pessoa: pessoaId, data: hojeNoModelo(), valor: 250, forma: 'PIX', campanha: 'Natal' });
    expect(criada.statusCode, criada.body).toBe(200);
    const d = conteudo<Doacao>(criada);
    expect(d.situacao).toBe('PENDENTE');
    const titulo = await sql<{ tipo: string; valor: string; situacao: string }>`SELECT tipo, valor::text AS valor, situacao FROM titulo WHERE id = ${d.titulo!.id}`.execute(t.db);
    expect(titulo.rows[0]).toEqual({ tipo: 'RECEITA', valor: '250.00', situacao: 'ABERTO' });

    const recebida = await post(`/api/doacao/doacoes/${d.id}/receber`, admin, { data: hojeNoModelo() });
    expect(recebida.statusCode, recebida.body).toBe(200);
    const apos = await sql<{ situacao: string }>`SELECT situacao FROM titulo WHERE id = ${d.titulo!.id}`.execute(t.db);
    expect(apos.rows[0]!.situacao).toBe('PAGO');

    // The donor has an e-mail: the receipt was issued to go with it, and is not issued again.
    const comRecibo = await sql<{ recibo: number | null }>`SELECT recibo_id AS recibo FROM doacao WHERE id = ${d.id}`.execute(t.db);
    expect(comRecibo.rows[0]!.recibo).not.toBeNull();
    expect((await post(`/api/doacao/doacoes/${d.id}/recibo`, admin, {})).statusCode).toBe(409);
    const declaracao = await get(`/api/doacao/doacoes/${d.id}/declaracao`, admin);
    expect([declaracao.statusCode, declaracao.headers['content-type']]).toEqual([200, 'application/pdf']);

    const editada = await post('/api/doacao/doacoes', admin, { id: d.id, valor: 300 });
    expect(editada.statusCode).toBe(422);
    expect(editada.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(M.doacaoRecibada);

    const estornada = await post(`/api/doacao/doacoes/${d.id}/estornar`, admin, { motivo: 'Valor digitado errado' });
    expect(estornada.statusCode, estornada.body).toBe(200);
    const depois = await sql<{ doacao: string; titulo: string; recibo: string }>`
      SELECT d.situacao AS doacao, t.situacao AS titulo, r.situacao AS recibo FROM doacao AS d JOIN titulo AS t ON t.id = d.titulo_id JOIN recibo AS r ON r.id = d.recibo_id WHERE d.id = ${d.id}`.execute(t.db);
    expect(depois.rows[0]).toEqual({ doacao: 'ESTORNADA', titulo: 'CANCELADO', recibo: 'CANCELADO' });
    const movimentos = await get(`/api/doacao/movimentacoes?rpp=50&pessoa=${pessoaId}`, admin);
    expect(movimentos.statusCode, movimentos.body).toBe(200);
    const tipos = conteudo<{ resultList: { tipo: string; doacao: { id: number } | null }[] }>(movimentos).resultList.filter((m) => m.doacao?.id === d.id).map((m) => m.tipo);
    expect(tipos).toEqual(['DOACAO', 'PAGAMENTO', 'ESTORNO']);
  });

  it("shows a pending PIX gift's code, the portal's BR Code with its amount and txid, and its QR image", async () => {
    const criada = await post('/api/doacao/doacoes', admin, { pessoa: pessoaId, data: hojeNoModelo(), valor: 45.5, forma: 'PIX' });
    const d = conteudo<Doacao>(criada);
    expect(d.txid).toBe(`DOA${String(d.id).padStart(10, '0')}`);
    const r = await post(`/api/doacao/doacoes/${d.id}/pix`, admin, {});
    expect(r.statusCode, r.body).toBe(200);
    const { texto, imagemSvg } = conteudo<{ texto: string; imagemSvg: string }>(r);
    expect(texto).toBe(brCode({ chave: 'doacoes@alicerce.org.br', nome: 'Instituto Alicerce', cidade: 'São Paulo', valor: 45.5, txid: d.txid! }));
    expect(imagemSvg.startsWith('<svg')).toBe(true);
    const emDinheiro = conteudo<Doacao>(await post('/api/doacao/doacoes', admin, { pessoa: pessoaId, data: hojeNoModelo(), valor: 10, forma: 'DINHEIRO' }));
    expect(emDinheiro.txid).toBeNull();
    expect((await post(`/api/doacao/doacoes/${emDinheiro.id}/pix`, admin, {})).statusCode).toBe(409);
    expect((await post(`/api/doacao/doacoes/${d.id}/receber`, admin, { data: hojeNoModelo() })).statusCode).toBe(200);
    expect((await post(`/api/doacao/doacoes/${d.id}/pix`, admin, {})).statusCode).toBe(409);
  });

  it("refuses a PIX gift's code while the institution's PIX key is not set, saying where to set it", async () => {
    const d = conteudo<Doacao>(await post('/api/doacao/doacoes', admin, { pessoa: pessoaId, data: hojeNoModelo(), valor: 12, forma: 'PIX' }));
    const parametro = (chavePix: string | null) => t.chamar({ method: 'PUT', url: '/api/doacao/configuracoes/parametro', token: admin, payload: { chavePix } });
    expect((await parametro(null)).statusCode).toBe(200);
    const r = await post(`/api/doacao/doacoes/${d.id}/pix`, admin, {});
    expect([r.statusCode, r.json<{ message: string }>().message]).toEqual([422, M.pixNaoConfigurado]);
    expect((await parametro('doacoes@alicerce.org.br')).statusCode).toBe(200);
    expect((await post(`/api/doacao/doacoes/${d.id}/pix`, admin, {})).statusCode).toBe(200);
  });

  it('is received when its receivable is paid in finance, not only by its own Receber', async () => {
    const criada = await post('/api/doacao/doacoes', admin, { pessoa: pessoaId, data: hojeNoModelo(), valor: 75, forma: 'PIX' });
    expect(criada.statusCode, criada.body).toBe(200);
    const d = conteudo<Doacao>(criada);
    const paga = await post(`/api/titulos/receitas/${d.titulo!.id}/baixar`, admin, { valor: 75 });
    expect(paga.statusCode, paga.body).toBe(200);
    const depois = await sql<{ situacao: string; baixa: number | null; recibo: number | null }>`
      SELECT situacao, baixa_id AS baixa, recibo_id AS recibo FROM doacao WHERE id = ${d.id}`.execute(t.db);
    expect(depois.rows[0]).toMatchObject({ situacao: 'RECEBIDA', baixa: expect.any(Number), recibo: expect.any(Number) });
    const movimentos = conteudo<{ resultList: { tipo: string; doacao: { id: number } | null }[] }>(await get(`/api/doacao/movimentacoes?rpp=50&pessoa=${pessoaId}`, admin));
    expect(movimentos.resultList.filter((m) => m.doacao?.id === d.id).map((m) => m.tipo).sort()).toEqual(['DOACAO', 'PAGAMENTO']);
  });

  it("is found in the list by its donor's name", async () => {
    const criada = await post('/api/doacao/doacoes', admin, { pessoa: pessoaId, data: hojeNoModelo(), valor: 40, forma: 'DINHEIRO' });
    expect(criada.statusCode, criada.body).toBe(200);
    const achadas = conteudo<{ resultList: { id: number }[] }>(await get('/api/doacao/doacoes?q=doadora&rpp=50', admin)).resultList.map((d) => d.id);
    expect(achadas).toContain(conteudo<Doacao>(criada).id);
    const nenhuma = conteudo<{ resultList: unknown[] }>(await get('/api/doacao/doacoes?q=ninguem-com-este-nome&rpp=50', admin));
    expect(nenhuma.resultList).toEqual([]);
  });

  it('refuses a gift without donor or amount, and a session without the tag', async () => {
    const r = await post('/api/doacao/doacoes', admin, { data: hojeNoModelo(), valor: 0, forma: 'PIX' });
    expect(r.statusCode).toBe(422);
    expect((await get('/api/doacao/doacoes', semTag)).statusCode).toBe(403);
    expect((await get('/api/doacao/painel?inicio=2026-01-01&fim=2026-12-31', semTag)).statusCode).toBe(403);
  });
});

describe('a monthly plan', () => {
  it("generates the month's gift once; at the second failure it is cancelled and the donor told by e-mail", async () => {
    const hoje = hojeNoModelo();
    const plano = await post('/api/doacao/colaboracoes', admin, { pessoa: pessoaId, valor: 40, diaDoMes: 1, forma: 'BOLETO', inicio: `${hoje.slice(0, 7)}-01` });
    expect(plano.statusCode, plano.body).toBe(200);
    const id = conteudo<{ id: number }>(plano).id;
    expect((await post('/api/doacao/colaboracoes/gerar', admin, { ids: [id] })).statusCode).toBe(200);
    expect((await post('/api/doacao/colaboracoes/gerar', admin, { ids: [id] })).statusCode).toBe(200);
    const geradas = await sql<{ id: number }>`SELECT id FROM doacao WHERE colaboracao_id = ${id} ORDER BY id`.execute(t.db);
    expect(geradas.rows).toHaveLength(1);
    const falha = await post(`/api/doacao/doacoes/${geradas.rows[0]!.id}/falhar`, admin, { data: hoje, motivo: 'Boleto não pago' });
    expect(falha.statusCode, falha.body).toBe(200);
    expect(falha.json<{ message: string }>().message).toBe(M.falhaRegistrada.replace('{falhas}', '1').replace('{limite}', '2'));
    // The next month's gift, as the monthly job would create it, fails too.
    const { rows } = await sql<{ id: number }>`
      INSERT INTO doacao (unidade_id, pessoa_id, data, valor, forma, periodicidade, colaboracao_id, competencia, origem)
      SELECT unidade_id, pessoa_id, ${hoje}::date, valor, forma, 'MENSAL', id, date_trunc('month', ${hoje}::date + interval '1 month')::date, 'COLABORACAO' FROM colaboracao WHERE id = ${id}
      RETURNING id`.execute(t.db);
    const segunda = await post(`/api/doacao/doacoes/${rows[0]!.id}/falhar`, admin, { data: hoje, motivo: 'Boleto não pago' });
    expect(segunda.json<{ message: string }>().message).toBe(M.colaboracaoCancelada.replace('{falhas}', '2'));
    const situacao = await sql<{ situacao: string }>`SELECT situacao FROM colaboracao WHERE id = ${id}`.execute(t.db);
    expect(situacao.rows[0]!.situacao).toBe('CANCELADA');
    const emails = await esperar(
      async () => (await sql<{ assunto: string }>`SELECT assunto FROM email_saida WHERE para = 'financeiro@doadora.com.br' AND assunto LIKE '%cancelada'`.execute(t.db)).rows,
      (linhas) => linhas.length > 0,
    );
    expect(emails[0]!.assunto).toBe('Sua doação mensal foi cancelada');
  });
});

const resolver = (desafio: string, zeros: number): number => {
  for (let nonce = 0; ; nonce++) if (createHash('sha256').update(`${desafio}:${nonce}`).digest('hex').startsWith('0'.repeat(zeros))) return nonce;
};

async function desafioResolvido(): Promise<{ desafio: string; nonce: number }> {
  const r = await get('/api/publico/doacao/desafio');
  expect(r.statusCode).toBe(200);
  const { desafio, zeros } = conteudo<{ desafio: string; zeros: number }>(r);
  expect(zeros).toBe(3);
  return { desafio, nonce: resolver(desafio, zeros) };
}

const DOADOR = { nome: 'Maria da Silva', cpfCnpj: '529.982.247-25', email: 'maria@exemplo.com.br', telefone: '(11) 98765-4321', aceitePolitica: true, website: '' };

async function contagens(): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT (SELECT count(*) FROM doacao) || '/' || (SELECT count(*) FROM pessoa) || '/' || (SELECT count(*) FROM colaboracao) AS n`.execute(t.db);
  return rows[0]!.n;
}

describe('the public donation calls', () => {
  it('the portal answers its texts and settings without a session', async () => {
    const r = await get('/api/publico/doacao/portal');
    expect(r.statusCode, r.body).toBe(200);
    const p = conteudo<{ valoresSugeridos: number[]; valorMinimo: number; pixAtivo: boolean; permiteMensal: boolean; instituicao: { nome: string } }>(r);
    expect(p.valoresSugeridos).toEqual([30, 50, 100, 200]);
    expect([p.valorMinimo, p.pixAtivo, p.permiteMensal]).toEqual([10, true, true]);
    expect(p.instituicao.nome).not.toBe('');
  });

  it('gives R$ 30 monthly: too early is refused, then the PIX code comes back and the gift is in the staff list; the challenge is not accepted twice', async () => {
    const { desafio, nonce } = await desafioResolvido();
    const corpo = { ...DOADOR, valor: 30, periodicidade: 'MENSAL', diaDoMes: 10, desafio, nonce };
    const cedo = await post('/api/publico/doacao', undefined, corpo);
    expect(cedo.statusCode).toBe(422);
    expect(cedo.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(M.desafioCedo);
    instante = new Date(instante.getTime() + 5_000);
    const r = await post('/api/publico/doacao', undefined, corpo);
    expect(r.statusCode, r.body).toBe(200);
    const d = conteudo<{ doacaoId: number; txid: string; payload: string; qrSvg: string; valor: number; periodicidade: string }>(r);
    expect([d.valor, d.periodicidade]).toEqual([30, 'MENSAL']);
    expect(d.payload).toContain('540530.00');
    expect(d.payload).toContain(`05${String(d.txid.length).padStart(2, '0')}${d.txid}`);
    expect(d.payload).toContain('5918Instituto Alicerce6009Sao Paulo');
    expect(d.qrSvg.startsWith('<svg')).toBe(true);
    const lista = conteudo<{ resultList: Doacao[] }>(await get('/api/doacao/doacoes?sort=id,desc', admin)).resultList;
    expect(lista.find((x) => x.id === d.doacaoId)).toMatchObject({ situacao: 'PENDENTE', origem: 'PORTAL', txid: d.txid });
    const doador = await sql<{ portal: boolean; n: string }>`
      SELECT bool_and(origem_cadastro_portal_doacao) AS portal, count(*)::text AS n FROM pessoa WHERE cpf = '52998224725'`.execute(t.db);
    expect(doador.rows[0]).toEqual({ portal: true, n: '1' });
    const agradecimento = await esperar(
      async () => (await sql<{ assunto: string }>`SELECT assunto FROM email_saida WHERE para = ${DOADOR.email}`.execute(t.db)).rows,
      (linhas) => linhas.length > 0,
    );
    expect(agradecimento).toEqual([{ assunto: 'Obrigado pela sua doação' }]);
    const antes = await contagens();
    const reuso = await post('/api/publico/doacao', undefined, corpo);
    expect(reuso.statusCode).toBe(422);
    expect(reuso.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(M.desafioInvalido);
    expect(await contagens()).toBe(antes);
  });

  it('refuses hostile and invalid input with pt-BR messages, writing nothing', async () => {
    const antes = await contagens();
    const { desafio, nonce } = await desafioResolvido();
    instante = new Date(instante.getTime() + 5_000);
    const invalido = await post('/api/publico/doacao', undefined, { ...DOADOR, cpfCnpj: '111.111.111-11', email: 'maria@', telefone: '123', nome: '', valor: 5.555, periodicidade: 'UNICA', desafio, nonce });
    expect(invalido.statusCode).toBe(422);
    expect(invalido.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'valor', message: M.valorInvalido },
      { field: 'nome', message: MENSAGENS_VALIDACAO.required },
      { field: 'cpfCnpj', message: MENSAGENS_VALIDACAO.cpf },
      { field: 'email', message: MENSAGENS_VALIDACAO.email },
      { field: 'telefone', message: MENSAGENS_VALIDACAO.telefone },
    ]);
    const hostis: object[] = [
      { ...DOADOR, valor: 30, periodicidade: 'UNICA', desafio, nonce, website: 'http://spam' },
      { ...DOADOR, valor: 30, periodicidade: 'UNICA', desafio, nonce: nonce + 1 },
      { ...DOADOR, valor: 30, periodicidade: 'UNICA', desafio: `${desafio}x`, nonce },
      { ...DOADOR, nome: 'Maria\r\nBcc: x@y.z', valor: 30, periodicidade: 'UNICA', desafio, nonce },
      { ...DOADOR, valor: 30, periodicidade: 'SEMANAL', desafio, nonce },
      { ...DOADOR, valor: 1, periodicidade: 'UNICA', desafio, nonce },
      { ...DOADOR, valor: 30, periodicidade: 'MENSAL', diaDoMes: 31, desafio, nonce },
      { ...DOADOR, valor: 30, periodicidade: 'UNICA', aceitePolitica: false, desafio, nonce },
      { ...DOADOR, nome: { $ne: null }, valor: 30, periodicidade: 'UNICA', desafio, nonce },
    ];
    for (const corpo of hostis) {
      const r = await post('/api/publico/doacao', undefined, corpo);
      expect(r.statusCode, JSON.stringify(corpo)).toBe(422);
      expect(r.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await t.chamar({ method: 'POST', url: '/api/publico/doacao', payload: '[1,2]', headers: { 'content-type': 'application/json' } })).statusCode).toBe(422);
    expect(await contagens()).toBe(antes);
  });
});

describe('the dashboard', () => {
  it('answers the months of the period with the retention of the year before', async () => {
    const r = await get(`/api/doacao/painel?inicio=${hojeNoModelo().slice(0, 4)}-01-01&fim=${hojeNoModelo().slice(0, 4)}-12-31`, admin);
    expect(r.statusCode, r.body).toBe(200);
    const p = conteudo<{ meses: unknown[]; retencao: { ano: number } }>(r);
    expect(p.meses).toHaveLength(12);
    expect(p.retencao.ano).toBe(Number(hojeNoModelo().slice(0, 4)) - 1);
    expect((await get('/api/doacao/painel?inicio=ontem&fim=2026-12-31', admin)).statusCode).toBe(422);
  });
});

describe('the accounts', () => {
  it('book every payment of a gift, the demo\'s too', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM baixa AS b JOIN doacao AS d ON d.titulo_id = b.titulo_id
      WHERE NOT EXISTS (SELECT 1 FROM lancamento_contabil WHERE baixa_id = b.id AND origem = 'BAIXA')`.execute(t.db);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('the reports', () => {
  it('sum the received gifts by donor in the period, and list the donors lapsed for 12 months', async () => {
    const sede = await idDaUnidade(t.db, 'Sede');
    const ano = hojeNoModelo().slice(0, 4);
    const porDoador = await tabelaDoRelatorioDeDoacoes(t.db, 'pordoador', sede, { inicio: `${ano}-01-01`, fim: `${ano}-12-31` });
    const { rows } = await sql<{ v: string }>`SELECT sum(valor)::text AS v FROM doacao WHERE unidade_id = ${sede} AND situacao = 'RECEBIDA' AND data BETWEEN ${`${ano}-01-01`}::date AND ${`${ano}-12-31`}::date`.execute(t.db);
    expect(porDoador.totais).toEqual([{ rotulo: 'Total recebido', tipo: 'dinheiro', valor: rows[0]!.v }]);
    expect(porDoador.linhas.length).toBeGreaterThan(0);
    const inativos = await tabelaDoRelatorioDeDoacoes(t.db, 'inativos', sede, null);
    for (const linha of inativos.linhas) expect((linha[2] as Date).getTime()).toBeLessThan(Date.now() - 365 * 24 * 3600 * 1000);
    const r = await post('/api/doacao/relatorios/pordoador', admin, { formato: 'PDF', dataInicial: '2026-02-30', dataFinal: '2026-03-01' });
    expect(r.statusCode).toBe(422);
  });
});
