import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { maisDias } from '../../../../src/shared/mobilizacao/agenda.ts';
import { escreverRetornoDeArrecadacao, type ContaPaga } from '../../../../src/shared/mobilizacao/febraban150/arrecadacao.ts';
import type { PaginaDaConcessionaria } from '../../../../src/shared/api/concessionarias.ts';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, idDaUnidade } from '../../ajudantes.ts';

// A utility return's records left for a person, resolved on the utility's page through the API:
// an ambiguous installation applied to one of the donors who consented to it, one nobody consented
// to applied to a donor whose consent is recorded in the same step (refused without it), another
// discarded with a reason; each posted as the job posts a matched bill, its return's totals
// following; a record resolved twice refused, another unit's not found.

let t: AppDeTeste;
let admin: string;
let sede: number;
const ref = { luz: 0, ana: 0, bia: 0, caio: 0, retorno: 0 };
const registro: Record<string, number> = {};
const PAGINA = '/api/mobilizacao/concessionarias';

type Resposta = { statusCode: number; body: string; json: <T>() => T };
const mensagem = (r: Resposta) => r.json<{ message: string }>().message;
const erros = (r: Resposta) => r.json<{ errors: { field: string; message: string }[] }>().errors;
const pago = maisDias(hojeNoModelo(), -3);
const conta = (instalacao: string, valorCentavos: number): ContaPaga => ({ instalacao, valorCentavos, tarifaCentavos: 0, dataDoPagamento: pago, dataDoCredito: pago });

const resolver = (id: number, payload: object, token = admin) => t.chamar({ method: 'POST', url: `${PAGINA}/registros/${id}/resolver`, token, payload });
const descartar = (id: number, payload: object, token = admin) => t.chamar({ method: 'POST', url: `${PAGINA}/registros/${id}/descartar`, token, payload });

async function esperarFim(id: number): Promise<TarefaResumo> {
  const limite = Date.now() + 30_000;
  for (;;) {
    const tarefa = (await t.chamar({ method: 'GET', url: `/api/tarefas/${id}`, token: admin })).json<{ content: TarefaResumo }>().content;
    if (tarefa.estado === 'concluida' || tarefa.estado === 'falhou') return tarefa;
    if (Date.now() > limite) throw new Error(`tarefa ${id} não terminou: ${JSON.stringify(tarefa)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const doacoesDo = async (pessoa: number) =>
  (await sql<{ situacao: string; valor: string; desconto: string | null }>`
    SELECT d.situacao, d.valor::text AS valor, b.desconto::text AS desconto FROM doacao AS d
    LEFT JOIN baixa AS b ON b.id = d.baixa_id WHERE d.pessoa_id = ${pessoa} AND d.forma = 'CONTA_CONSUMO' ORDER BY d.id`.execute(t.db)).rows;

const lido = async (id: number) =>
  (await sql<{ resultado: string; pessoa: number | null; doacao: number | null; descricao: string; resolvido: boolean }>`
    SELECT resultado, pessoa_id AS pessoa, doacao_id AS doacao, descricao, resolvido_por_id IS NOT NULL AND resolvido_em IS NOT NULL AS resolvido
    FROM mobilizacao_retorno_concessionaria_registro WHERE id = ${id}`.execute(t.db)).rows[0]!;

const totais = async () =>
  (await sql<{ aplicados: number; pendentes: number; liquido: string }>`
    SELECT aplicados, pendentes, valor_liquido::text AS liquido FROM mobilizacao_retorno_concessionaria WHERE id = ${ref.retorno}`.execute(t.db)).rows[0]!;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  ref.luz = (await sql<{ id: number }>`SELECT id FROM mobilizacao_forma_cobranca WHERE codigo = 'luz-do-vale'`.execute(t.db)).rows[0]!.id;
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM pessoa WHERE unidade_id = ${sede} AND ativo AND NOT EXISTS (SELECT 1 FROM mobilizacao_consentimento WHERE pessoa_id = pessoa.id)
      AND NOT EXISTS (SELECT 1 FROM doacao WHERE pessoa_id = pessoa.id) ORDER BY id LIMIT 3`.execute(t.db);
  [ref.ana, ref.bia, ref.caio] = [rows[0]!.id, rows[1]!.id, rows[2]!.id];
  // Two donors who say the same installation is theirs (written apart: the form refuses the second).
  await sql`INSERT INTO mobilizacao_consentimento (unidade_id, pessoa_id, forma_cobranca_id, instalacao, data, evidencia) VALUES
    (${sede}, ${ref.ana}, ${ref.luz}, '0031415926', ${maisDias(pago, -40)}::date, 'Formulário assinado.'),
    (${sede}, ${ref.bia}, ${ref.luz}, '31415926', ${maisDias(pago, -20)}::date, 'Ligação gravada.')`.execute(t.db);
  const linhas = escreverRetornoDeArrecadacao({
    convenio: '0042', nomeDaEmpresa: 'LUZ DO VALE', banco: '104', nomeDoBanco: 'CAIXA', dataDeGeracao: pago, nsa: 61, segmento: '3', empresa: '0042',
    contas: [conta('31415926', 4000), conta('27182818', 2000), conta('16180339', 1000), conta('14142135', 1500)],
  });
  const envio = await t.chamar({
    method: 'POST',
    url: `${PAGINA}/luz-do-vale/retornos`,
    token: admin,
    ...corpoMultipart([{ campo: 'file', nomeArquivo: 'pendentes.ret', tipo: 'text/plain', conteudo: Buffer.from(linhas.map((l) => `${l}\r\n`).join(''), 'latin1') }]),
  });
  expect(envio.statusCode, envio.body).toBe(202);
  const { retorno, tarefa } = envio.json<{ content: { retorno: number; tarefa: TarefaResumo } }>().content;
  expect((await esperarFim(tarefa.id)).estado).toBe('concluida');
  ref.retorno = retorno;
  const feitos = await sql<{ id: number; instalacao: string }>`SELECT id, instalacao FROM mobilizacao_retorno_concessionaria_registro WHERE retorno_id = ${retorno}`.execute(t.db);
  for (const r of feitos.rows) registro[r.instalacao] = r.id;
});
afterAll(async () => {
  await t?.fechar();
});

describe('the utility’s page lists what is left to resolve', () => {
  it('with the donors who consented to an ambiguous installation', async () => {
    const r = await t.chamar({ method: 'GET', url: `${PAGINA}/luz-do-vale/pagina`, token: admin });
    const pendencias = r.json<{ content: PaginaDaConcessionaria }>().content.pendencias.filter((p) => p.retornoId === ref.retorno);
    expect(pendencias.map((p) => [p.instalacao, p.resultado, p.doadores.map((d) => d.id).sort()])).toEqual([
      ['31415926', 'ambiguo', [ref.ana, ref.bia].sort()],
      ['27182818', 'sem_consentimento', []],
      ['16180339', 'sem_consentimento', []],
      ['14142135', 'sem_consentimento', []],
    ]);
    expect(pendencias[0]).toMatchObject({ nomeArquivo: 'pendentes.ret', valorBruto: 40, dataPagamento: pago });
  });

  it('and the cards’ page how many each utility has: the demo’s two and these four', async () => {
    const r = await t.chamar({ method: 'GET', url: `${PAGINA}/pendentes`, token: admin });
    expect(r.json<{ content: unknown[] }>().content).toEqual([{ formaCobranca: ref.luz, pendentes: 6 }]);
    const norte = await t.entrarNaUnidade('admin', 'Unidade Norte');
    expect((await t.chamar({ method: 'GET', url: `${PAGINA}/pendentes`, token: norte })).json<{ content: unknown[] }>().content).toEqual([]);
  });
});

describe('resolving an ambiguous record', () => {
  it('refuses a donor who did not consent to the installation', async () => {
    const r = await resolver(registro['31415926']!, { pessoa: ref.caio });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([{ field: 'pessoa', message: 'Esta instalação tem o consentimento de outro doador: escolha um dos que consentiram.' }]);
    expect((await lido(registro['31415926']!)).resultado).toBe('ambiguo');
  });

  it('applies it to the donor chosen as the job applies a matched bill (gross: the file’s fees are already an expense), and counts it in the return', async () => {
    const r = await resolver(registro['31415926']!, { pessoa: ref.bia });
    expect(r.statusCode, r.body).toBe(200);
    const { doacao } = r.json<{ content: { doacao: number } }>().content;
    expect(mensagem(r)).toBe(`Registro resolvido: doação nº ${doacao} recebida.`);
    // Received for R$ 40,00; the utility kept 2,5 % (R$ 1,00) and R$ 0,30, booked with the file's fees: R$ 38,70 reach the account.
    expect(await doacoesDo(ref.bia)).toEqual([{ situacao: 'RECEBIDA', valor: '40.00', desconto: '0.00' }]);
    expect(await lido(registro['31415926']!)).toEqual({ resultado: 'aplicado', pessoa: ref.bia, doacao, descricao: `Doação nº ${doacao} recebida.`, resolvido: true });
    expect(await totais()).toEqual({ aplicados: 1, pendentes: 3, liquido: '38.70' });
  });

  it('refuses, with 409, a record resolved already, and posts nothing more', async () => {
    const r = await resolver(registro['31415926']!, { pessoa: ref.ana });
    expect(r.statusCode).toBe(409);
    expect(mensagem(r)).toBe('Este registro já foi resolvido; atualize a página.');
    expect(await doacoesDo(ref.ana)).toEqual([]);
  });
});

describe('resolving a record nobody consented to', () => {
  it('refuses, with 422, a donor without consent when no consent is given, recording nothing', async () => {
    const r = await resolver(registro['27182818']!, { pessoa: ref.caio });
    expect(r.statusCode).toBe(422);
    expect(mensagem(r)).toBe('Este doador não tem consentimento com a instalação 27182818: informe a data e a evidência do consentimento.');
    const { rows } = await sql`SELECT 1 FROM mobilizacao_consentimento WHERE pessoa_id = ${ref.caio}`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('refuses a consent dated in the future or without evidence, under its fields', async () => {
    const r = await resolver(registro['27182818']!, { pessoa: ref.caio, consentimento: { data: maisDias(hojeNoModelo(), 2), evidencia: '   ' } });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([
      { field: 'consentimento.data', message: 'A data do consentimento não pode ser futura.' },
      { field: 'consentimento.evidencia', message: 'Informe a evidência do consentimento: como o doador consentiu.' },
    ]);
  });

  it('records the consent with its date and evidence and applies the record in the same step', async () => {
    const r = await resolver(registro['27182818']!, { pessoa: ref.caio, consentimento: { data: maisDias(pago, -10), evidencia: 'Autorização assinada no bazar.' } });
    expect(r.statusCode, r.body).toBe(200);
    const consentimento = await sql<{ instalacao: string; data: string; evidencia: string }>`
      SELECT instalacao, to_char(data, 'YYYY-MM-DD') AS data, evidencia FROM mobilizacao_consentimento WHERE pessoa_id = ${ref.caio} AND forma_cobranca_id = ${ref.luz}`.execute(t.db);
    expect(consentimento.rows).toEqual([{ instalacao: '27182818', data: maisDias(pago, -10), evidencia: 'Autorização assinada no bazar.' }]);
    expect(await doacoesDo(ref.caio)).toEqual([{ situacao: 'RECEBIDA', valor: '20.00', desconto: '0.00' }]);
    expect(await totais()).toEqual({ aplicados: 2, pendentes: 2, liquido: '57.90' });
  });
});

describe('an installation kept by an inactive consent', () => {
  it('is not given to another donor in passing: 422, nothing recorded', async () => {
    await sql`INSERT INTO mobilizacao_consentimento (unidade_id, pessoa_id, forma_cobranca_id, instalacao, data, evidencia, ativo)
      VALUES (${sede}, ${ref.ana}, ${ref.luz}, '14142135', ${maisDias(pago, -90)}::date, 'Cancelado a pedido do doador.', false)`.execute(t.db);
    const r = await resolver(registro['14142135']!, { pessoa: ref.caio, consentimento: { data: maisDias(pago, -1), evidencia: 'Ligação gravada.' } });
    expect(r.statusCode).toBe(422);
    expect(mensagem(r)).toBe('Esta instalação já tem um consentimento inativo ou de outra unidade: confira-o em Consentimentos.');
    expect(await doacoesDo(ref.caio)).toHaveLength(1);
    expect((await lido(registro['14142135']!)).resultado).toBe('sem_consentimento');
  });
});

describe('discarding a record', () => {
  it('asks for the reason', async () => {
    const r = await descartar(registro['16180339']!, { motivo: '  ' });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([{ field: 'motivo', message: 'Informe o motivo do descarte.' }]);
  });

  it('keeps it with the reason and who discarded it, posting nothing', async () => {
    const antes = Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM doacao`.execute(t.db)).rows[0]!.n);
    const r = await descartar(registro['16180339']!, { motivo: 'Conta de um imóvel que não é nosso doador.' });
    expect(r.statusCode, r.body).toBe(200);
    expect(mensagem(r)).toBe('Registro descartado: nada foi lançado.');
    expect(await lido(registro['16180339']!)).toEqual({ resultado: 'descartado', pessoa: null, doacao: null, descricao: 'Descartado: Conta de um imóvel que não é nosso doador.', resolvido: true });
    expect(Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM doacao`.execute(t.db)).rows[0]!.n)).toBe(antes);
    expect(await totais()).toEqual({ aplicados: 2, pendentes: 1, liquido: '57.90' });
    expect((await descartar(registro['16180339']!, { motivo: 'De novo.' })).statusCode).toBe(409);
  });

  it('shows, in the returns’ read-only screen, each record’s result and who resolved it', async () => {
    const r = await t.chamar({ method: 'GET', url: `${PAGINA}/retornos/${ref.retorno}`, token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const itens = r.json<{ content: { itens: { instalacao: string; resultado: string; resolvidoPor: { id: number } | null; resolvidoEm: string | null }[] } }>().content.itens;
    const quem = (await sql<{ id: number }>`SELECT id FROM usuario WHERE login = 'admin'`.execute(t.db)).rows[0]!.id;
    expect(itens.map((i) => [i.instalacao, i.resultado, i.resolvidoPor?.id ?? null, i.resolvidoEm !== null])).toEqual([
      ['31415926', 'aplicado', quem, true],
      ['27182818', 'aplicado', quem, true],
      ['16180339', 'descartado', quem, true],
      ['14142135', 'sem_consentimento', null, false],
    ]);
  });
});

describe('another unit', () => {
  it('does not find the record of Sede', async () => {
    const norte = await t.entrarNaUnidade('admin', 'Unidade Norte');
    const r = await resolver(registro['14142135']!, { pessoa: ref.caio }, norte);
    expect(r.statusCode).toBe(404);
    expect(mensagem(r)).toBe('Registro do retorno não encontrado.');
    expect((await descartar(registro['14142135']!, { motivo: 'Não é nosso.' }, norte)).statusCode).toBe(404);
    expect((await lido(registro['14142135']!)).resultado).toBe('sem_consentimento');
  });
});
