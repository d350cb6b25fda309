import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { maisDias } from '../../../../src/shared/mobilizacao/agenda.ts';
import { escreverRetornoDeArrecadacao, type ContaPaga } from '../../../../src/shared/mobilizacao/febraban150/arrecadacao.ts';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { gerarDoacoesDoMes } from '../../../../src/server/modules/doacao/geracao.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// Donations collected in utility bills, through the API: the adapter's settings refused in pt-BR
// when unusable, a consent per installation, and a return file read by the "utility returns"
// job — the matched bill posted in finance (gross; the fees as the file's expense), an unknown installation left to a
// person, the same file twice applying nothing twice, another utility's and a malformed file refused.

let t: AppDeTeste;
let admin: string;
let sede: number;
const ref = { luz: 0, doador: 0, outro: 0 };
const PAGINA = '/api/mobilizacao/concessionarias';

type Resposta = { statusCode: number; body: string; json: <T>() => T };
const erros = (r: Resposta) => r.json<{ errors: { field: string; message: string }[] }>().errors;
const mensagem = (r: Resposta) => r.json<{ message: string }>().message;
const pago = maisDias(hojeNoModelo(), -3);
const conta = (instalacao: string, valorCentavos: number): ContaPaga => ({ instalacao, valorCentavos, tarifaCentavos: 0, dataDoPagamento: pago, dataDoCredito: pago });

function arquivo(convenio: string, contas: ContaPaga[], nsa = 7): Buffer {
  const linhas = escreverRetornoDeArrecadacao({ convenio, nomeDaEmpresa: 'LUZ DO VALE', banco: '104', nomeDoBanco: 'CAIXA', dataDeGeracao: pago, nsa, segmento: '3', empresa: '0042', contas });
  return Buffer.from(linhas.map((l) => `${l}\r\n`).join(''), 'latin1');
}

const enviar = (codigo: string, conteudo: Buffer, token = admin) =>
  t.chamar({ method: 'POST', url: `${PAGINA}/${codigo}/retornos`, token, ...corpoMultipart([{ campo: 'file', nomeArquivo: 'retorno.ret', tipo: 'text/plain', conteudo }]) });

async function esperarFim(id: number): Promise<TarefaResumo> {
  const limite = Date.now() + 30_000;
  for (;;) {
    const tarefa = (await t.chamar({ method: 'GET', url: `/api/tarefas/${id}`, token: admin })).json<{ content: TarefaResumo }>().content;
    if (tarefa.estado === 'concluida' || tarefa.estado === 'falhou') return tarefa;
    if (Date.now() > limite) throw new Error(`tarefa ${id} não terminou: ${JSON.stringify(tarefa)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const contarRetornos = async () => Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM mobilizacao_retorno_concessionaria`.execute(t.db)).rows[0]!.n);
const doacoesDo = async (pessoa: number) =>
  (await sql<{ situacao: string; valor: string; desconto: string | null; pago: string }>`
    SELECT d.situacao, d.valor::text AS valor, b.desconto::text AS desconto, ti.situacao AS pago FROM doacao AS d JOIN titulo AS ti ON ti.id = d.titulo_id
    LEFT JOIN baixa AS b ON b.id = d.baixa_id WHERE d.pessoa_id = ${pessoa} AND d.forma = 'CONTA_CONSUMO' ORDER BY d.id`.execute(t.db)).rows;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  ref.luz = (await sql<{ id: number }>`SELECT id FROM mobilizacao_forma_cobranca WHERE codigo = 'luz-do-vale'`.execute(t.db)).rows[0]!.id;
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM pessoa WHERE unidade_id = ${sede} AND ativo AND NOT EXISTS (SELECT 1 FROM mobilizacao_consentimento WHERE pessoa_id = pessoa.id) ORDER BY id LIMIT 2`.execute(t.db);
  [ref.doador, ref.outro] = [rows[0]!.id, rows[1]!.id];
});
afterAll(async () => {
  await t?.fechar();
});

describe('the utility’s adapter (parametros)', () => {
  it('keeps the fee, the fixed fee and where the installation is in the barcode', async () => {
    const r = await t.chamar({
      method: 'POST',
      url: `${PAGINA}/parametros`,
      token: admin,
      payload: { id: ref.luz, nome: 'Companhia de Luz do Vale', codigo: 'luz-do-vale', convenio: '0042', layout: 'FEBRABAN150', taxaPercentual: 2.5, tarifaFixa: 0.1, instalacaoInicio: 20, instalacaoFim: 29, ativo: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ content: object }>().content).toMatchObject({ taxaPercentual: 2.5, tarifaFixa: 0.1, instalacaoInicio: 20, instalacaoFim: 29 });
  });

  it('refuses, in Portuguese and under its field, an installation that ends before it starts and a code with capitals', async () => {
    const r = await t.chamar({
      method: 'POST',
      url: `${PAGINA}/parametros`,
      token: admin,
      payload: { nome: 'Gás do Norte', codigo: 'Gas', convenio: '0999', layout: 'FEBRABAN150', taxaPercentual: 1, tarifaFixa: 0, instalacaoInicio: 30, instalacaoFim: 20 },
    });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual(expect.arrayContaining([
      { field: 'codigo', message: 'Use letras minúsculas, números e hífen.' },
      { field: 'instalacaoFim', message: 'A instalação fica entre as posições 1 e 44 do código de barras, o início antes do fim.' },
    ]));
  });

  it('refuses as the page’s code the address of one of the utilities’ screens', async () => {
    const r = await t.chamar({
      method: 'POST',
      url: `${PAGINA}/parametros`,
      token: admin,
      payload: { nome: 'Gás do Norte', codigo: 'retornos', convenio: '0999', layout: 'FEBRABAN150', taxaPercentual: 1, tarifaFixa: 0, instalacaoInicio: 20, instalacaoFim: 29 },
    });
    expect(r.statusCode).toBe(422);
    expect(erros(r)).toEqual([{ field: 'codigo', message: 'Este código é o endereço de uma tela das concessionárias; escolha outro.' }]);
  });
});

describe('consents', () => {
  it('records a donor’s consent with date and evidence, and refuses the same installation for another donor', async () => {
    const consentimento = { formaCobranca: ref.luz, instalacao: '0000123456', data: maisDias(pago, -30), evidencia: 'Formulário de adesão assinado.' };
    const r = await t.chamar({ method: 'POST', url: `${PAGINA}/consentimentos`, token: admin, payload: { ...consentimento, pessoa: ref.doador } });
    expect(r.statusCode, r.body).toBe(200);
    const outro = await t.chamar({ method: 'POST', url: `${PAGINA}/consentimentos`, token: admin, payload: { ...consentimento, instalacao: '123456', pessoa: ref.outro } });
    expect(outro.statusCode).toBe(422);
    expect(erros(outro)).toEqual([{ field: 'instalacao', message: 'Esta instalação já tem o consentimento de outro doador nesta concessionária.' }]);
  });
});

describe('a utility return', () => {
  const bom = () => arquivo('0042', [conta('123456', 3000), conta('7777777', 1500)]);

  it('posts the matched bill gross and leaves the unknown installation to a person', async () => {
    const r = await enviar('luz-do-vale', bom());
    expect(r.statusCode, r.body).toBe(202);
    const { retorno, tarefa } = r.json<{ content: { retorno: number; tarefa: TarefaResumo } }>().content;
    const fim = await esperarFim(tarefa.id);
    expect(fim.estado, JSON.stringify(fim)).toBe('concluida');
    // R$ 30,00 less 2,5 % (R$ 0,75) and R$ 0,10: R$ 29,15 reach the account; the gift is received
    // gross, the fees booked apart as the file's expense (tarifas.test.ts).
    expect(await doacoesDo(ref.doador)).toEqual([{ situacao: 'RECEBIDA', valor: '30.00', desconto: '0.00', pago: 'PAGO' }]);
    const semLancamento = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM baixa AS b JOIN doacao AS d ON d.baixa_id = b.id
      WHERE d.pessoa_id = ${ref.doador} AND NOT EXISTS (SELECT 1 FROM lancamento_contabil WHERE baixa_id = b.id AND origem = 'BAIXA')`.execute(t.db);
    expect(semLancamento.rows[0]!.n).toBe(0);
    const lido = await t.chamar({ method: 'GET', url: `${PAGINA}/retornos/${retorno}`, token: admin });
    expect(lido.statusCode, lido.body).toBe(200);
    const c = lido.json<{ content: { situacao: string; aplicados: number; pendentes: number; valorLiquido: number; itens: { resultado: string; instalacao: string }[] } }>().content;
    expect(c).toMatchObject({ situacao: 'processado', aplicados: 1, pendentes: 1, valorLiquido: 29.15 });
    expect(c.itens.map((i) => [i.instalacao, i.resultado])).toEqual([['123456', 'aplicado'], ['7777777', 'sem_consentimento']]);
  });

  it('receives the month’s gift of a colaboração collected by the utility, not a new one', async () => {
    const colaboracao = await t.chamar({
      method: 'POST',
      url: '/api/mobilizacao/colaboracoes',
      token: admin,
      payload: { pessoa: ref.outro, valor: 25, diaDoMes: 5, forma: 'CONTA_CONSUMO', inicio: maisDias(pago, -90), formaCobranca: ref.luz },
    });
    expect(colaboracao.statusCode, colaboracao.body).toBe(200);
    const id = colaboracao.json<{ content: { id: number } }>().content.id;
    await gerarDoacoesDoMes(t.db, hojeNoModelo().slice(0, 7), [id]);
    const consentimento = { pessoa: ref.outro, formaCobranca: ref.luz, instalacao: '654321', data: maisDias(pago, -60), evidencia: 'Ligação gravada.' };
    expect((await t.chamar({ method: 'POST', url: `${PAGINA}/consentimentos`, token: admin, payload: consentimento })).statusCode).toBe(200);
    const r = await enviar('luz-do-vale', arquivo('0042', [conta('654321', 2500)], 8));
    expect(r.statusCode, r.body).toBe(202);
    expect((await esperarFim(r.json<{ content: { tarefa: TarefaResumo } }>().content.tarefa.id)).estado).toBe('concluida');
    const { rows } = await sql<{ situacao: string; colaboracao: number | null }>`
      SELECT situacao, colaboracao_id AS colaboracao FROM doacao WHERE pessoa_id = ${ref.outro} ORDER BY id`.execute(t.db);
    expect(rows).toEqual([{ situacao: 'RECEBIDA', colaboracao: id }]);
  });

  it('applies nothing twice: the same file is refused', async () => {
    const antes = await contarRetornos();
    const r = await enviar('luz-do-vale', bom());
    expect(r.statusCode).toBe(422);
    expect(mensagem(r)).toMatch(/^Este arquivo já foi enviado em \d\d\/\d\d\/\d{4} \(retorno nº \d+\): nada foi aplicado de novo\.$/);
    expect(await contarRetornos()).toBe(antes);
    expect(await doacoesDo(ref.doador)).toHaveLength(1);
  });

  it('refuses another utility’s file, naming both agreements', async () => {
    const r = await enviar('luz-do-vale', arquivo('0117', [conta('123456', 3000)]));
    expect(r.statusCode).toBe(422);
    expect(mensagem(r)).toBe('Este arquivo é do convênio 0117, não de Companhia de Luz do Vale (convênio 0042).');
  });

  it('refuses a direct debit return sent as a utility’s', async () => {
    const debito = readFileSync('tests/fixtures/febraban150/debito-retorno.txt').toString('latin1').replace('ALICERCE0001        ', '0042                ');
    const r = await enviar('luz-do-vale', Buffer.from(debito, 'latin1'));
    expect(r.statusCode).toBe(422);
    expect(mensagem(r)).toBe('A linha 2 é um débito automático (registro F), não uma conta paga: envie este arquivo em Remessa › Retorno.');
  });

  it('refuses a malformed file with its line and position, and keeps nothing', async () => {
    const antes = await contarRetornos();
    const linhas = bom().toString('latin1').split('\r\n');
    linhas[1] = `${linhas[1]!.slice(0, 21)}2026XX01${linhas[1]!.slice(29)}`;
    const r = await enviar('luz-do-vale', Buffer.from(linhas.join('\r\n'), 'latin1'));
    expect(r.statusCode).toBe(422);
    expect(mensagem(r)).toMatch(/^Linha 2, posição 22: /);
    expect(await contarRetornos()).toBe(antes);
  });

  it('answers 404 for a utility that does not exist and 403 without the tag', async () => {
    expect((await enviar('nao-existe', bom())).statusCode).toBe(404);
    await criarUsuario(t.db, { login: 'sem-concessionaria', unidadeIds: [sede], tags: ['mobilizacao.concessionaria.visualizar'] });
    const r = await enviar('luz-do-vale', bom(), await t.entrarNaUnidade('sem-concessionaria', 'Sede'));
    expect(r.statusCode).toBe(403);
    expect(mensagem(r)).toBe(MENSAGEM_SEM_PERMISSAO);
  });
});
