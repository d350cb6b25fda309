import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportacaoDeExtrato, PreviaDoOfx, ResultadoDaImportacaoOfx } from '../../../../src/shared/api/conciliacaoOfx.ts';
import { escreverOfx, type ExtratoParaOfx, type LinhaParaOfx } from '../../../../src/shared/financeiro/conciliacao/escritaOfx.ts';
import { TARIFA_MENSAL } from '../../../../src/server/modules/financeiro/conciliacao/ofx/exemplo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The OFX import of the bank reconciliation through the API, on new accounts of the Sede (bank
// 001, agency 4321-0, accounts 11111-1 and 22222-2) so the demo's movements stay out of the way.

let t: AppDeTeste;
let admin: string;
let sede = 0;
const conta = { a: 0, b: 0, norte: 0 };

const PREVIA = '/api/financeiro/conciliacao/ofx/previa';
const IMPORTACAO = '/api/financeiro/conciliacao/ofx/importacao';

type Campos = Readonly<Record<string, string>>;

/** A multipart body: the file in `file` and plain fields. */
function corpo(arquivo: Uint8Array | null, campos: Campos = {}, nome = 'extrato.ofx') {
  const fronteira = `----ofx${randomBytes(6).toString('hex')}`;
  const partes: Buffer[] = Object.entries(campos).map(([campo, valor]) => Buffer.from(`--${fronteira}\r\nContent-Disposition: form-data; name="${campo}"\r\n\r\n${valor}\r\n`));
  if (arquivo !== null) {
    partes.push(Buffer.from(`--${fronteira}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: application/x-ofx\r\n\r\n`), Buffer.from(arquivo), Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${fronteira}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${fronteira}` } };
}

const enviar = (url: string, arquivo: Uint8Array | null, campos?: Campos, token = admin) => t.chamar({ method: 'POST', url, token, ...corpo(arquivo, campos) });

async function previa(arquivo: Uint8Array, campos?: Campos): Promise<PreviaDoOfx> {
  const r = await enviar(PREVIA, arquivo, campos);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: PreviaDoOfx }>().content;
}

async function importar(arquivo: Uint8Array, campos?: Campos): Promise<ResultadoDaImportacaoOfx> {
  const r = await enviar(IMPORTACAO, arquivo, campos);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: ResultadoDaImportacaoOfx }>().content;
}

const extrato = (numero: string, linhas: LinhaParaOfx[], agencia = '04321'): ExtratoParaOfx => ({
  banco: '0001', agencia, conta: numero, inicio: '2026-03-01', fim: '2026-03-31', saldoFinalCentavos: 123456, linhas,
});
const linha = (fitid: string, data: string, valorCentavos: number, memo = `LINHA ${fitid}`): LinhaParaOfx => ({ fitid, data, valorCentavos, memo });

async function linhasDa(contaId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM extrato_linha WHERE conta_id = ${contaId}`.execute(t.db);
  return rows[0]?.n ?? 0;
}

async function novaConta(unidade: number, numero: string | null): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, banco, agencia, numero, saldo_inicial, data_saldo_inicial)
    VALUES (${unidade}, ${`Conta ${numero ?? 'caixa'}`}, 'CONTA_CORRENTE', '001', '4321-0', ${numero}, 0, '2026-01-01') RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  conta.a = await novaConta(sede, '11111-1');
  conta.b = await novaConta(sede, '22222-2');
  conta.norte = await novaConta(await idDaUnidade(t.db, 'Unidade Norte'), '33333-3');
});

afterAll(async () => {
  await t?.fechar();
});

describe('prévia', () => {
  it('matches the statement to the account by bank, agency and number written another way, saves nothing and keeps the file\'s sign and dates', async () => {
    const ofx = escreverOfx(extrato('0111111', [linha('A1', '2026-03-02', -4590, 'TARIFA & CIA'), linha('A2', '2026-03-03', 100000)]));
    const { extratos, arquivo } = await previa(ofx);
    expect(arquivo).toBe('extrato.ofx');
    expect(extratos).toHaveLength(1);
    expect(extratos[0]).toMatchObject({ banco: '0001', agencia: '04321', conta: '0111111', contaId: conta.a, saldoFinal: 1234.56 });
    expect(extratos[0]!.transacoes).toEqual([
      { fitid: 'A1', data: '2026-03-02', valor: -45.9, memo: 'TARIFA & CIA', situacao: 'nova' },
      { fitid: 'A2', data: '2026-03-03', valor: 1000, memo: 'LINHA A2', situacao: 'nova' },
    ]);
    expect(await linhasDa(conta.a)).toBe(0);
  });

  it('tells nova, existente and conflito against the lines of the same account only', async () => {
    await importar(escreverOfx(extrato('11111-1', [linha('S1', '2026-03-05', -1000), linha('S2', '2026-03-06', -2000)])));
    const depois = escreverOfx(extrato('11111-1', [linha('S1', '2026-03-05', -1000), linha('S2', '2026-03-07', -2000), linha('S3', '2026-03-08', -3000)]));
    const [naConta] = (await previa(depois)).extratos;
    expect(naConta!.transacoes.map((l) => [l.fitid, l.situacao])).toEqual([['S1', 'existente'], ['S2', 'conflito'], ['S3', 'nova']]);
    // The same lines into account B: B holds none of them.
    const [emB] = (await previa(depois, { contaId: String(conta.b) })).extratos;
    expect(emB!.contaId).toBe(conta.b);
    expect(emB!.transacoes.every((l) => l.situacao === 'nova')).toBe(true);
  });

  it('leaves an unmatched statement without account, all of it nova, and reads a file of several statements', async () => {
    const ofx = Buffer.concat([
      Buffer.from(escreverOfx(extrato('99999-9', [linha('X1', '2026-03-10', 500)]))),
    ]);
    const [sem] = (await previa(ofx)).extratos;
    expect(sem).toMatchObject({ contaId: null, transacoes: [{ fitid: 'X1', situacao: 'nova' }] });

    const dois = Buffer.from(escreverOfx(extrato('22222-2', [linha('M1', '2026-03-11', 700)]))).toString('latin1')
      .replace('</STMTTRNRS>', '</STMTTRNRS>\r\n<STMTTRNRS>\r\n<TRNUID>2\r\n<STMTRS>\r\n<CURDEF>BRL\r\n<BANKACCTFROM>\r\n<BANKID>237\r\n<BRANCHID>1\r\n<ACCTID>5\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>\r\n<BANKTRANLIST>\r\n<DTSTART>20260301\r\n<DTEND>20260331\r\n<STMTTRN>\r\n<TRNTYPE>DEBIT\r\n<DTPOSTED>20260312\r\n<TRNAMT>-1,00\r\n<FITID>M2\r\n</STMTTRN>\r\n</BANKTRANLIST>\r\n</STMTRS>\r\n</STMTTRNRS>');
    const { extratos } = await previa(Buffer.from(dois, 'latin1'));
    expect(extratos.map((e) => [e.conta, e.contaId, e.transacoes.length])).toEqual([['22222-2', conta.b, 1], ['5', null, 1]]);
    // contaId is for a file of one statement; contas chooses per statement.
    const r = await enviar(PREVIA, Buffer.from(dois, 'latin1'), { contaId: String(conta.a) });
    expect(r.statusCode, r.body).toBe(422);
    const [, segundo] = (await previa(Buffer.from(dois, 'latin1'), { contas: JSON.stringify([{ indice: 1, contaId: conta.a }]) })).extratos;
    expect(segundo!.contaId).toBe(conta.a);
  });

  it('refuses a malformed file with the line, a file without transactions, another unit\'s account and a missing file, saving nothing', async () => {
    const quebrado = Buffer.from('OFXHEADER:100\r\n\r\n<OFX>\r\n<BANKMSGSRSV1>\r\n<STMTTRNRS>\r\n<STMTRS>\r\n<BANKACCTFROM>\r\n<ACCTID>1\r\n</BANKACCTFROM>\r\n<BANKTRANLIST>\r\n<STMTTRN>\r\n<TRNAMT>abc\r\n<FITID>1\r\n</STMTTRN>\r\n</BANKTRANLIST>\r\n</STMTRS>\r\n</STMTTRNRS>\r\n</BANKMSGSRSV1>\r\n</OFX>\r\n');
    for (const url of [PREVIA, IMPORTACAO]) {
      const r = await enviar(url, quebrado, { contaId: String(conta.b) });
      expect(r.statusCode).toBe(422);
      expect(r.json<{ message: string }>().message).toBe('Linha 12: "abc" não é um valor em reais.');
    }
    expect(await linhasDa(conta.b)).toBe(0);
    const vazio = await enviar(PREVIA, escreverOfx(extrato('11111-1', [])));
    expect([vazio.statusCode, vazio.json<{ message: string }>().message]).toEqual([422, 'O arquivo não traz transações bancárias nem de cartão.']);
    const lixo = await enviar(PREVIA, randomBytes(2048));
    expect(lixo.statusCode).toBe(422);
    const outra = await enviar(PREVIA, escreverOfx(extrato('11111-1', [linha('Z', '2026-03-01', 1)])), { contaId: String(conta.norte) });
    expect(outra.statusCode).toBe(422);
    const semArquivo = await enviar(PREVIA, null, { contaId: String(conta.a) });
    expect([semArquivo.statusCode, semArquivo.json<{ message: string }>().message]).toEqual([422, 'Selecione o arquivo OFX do extrato.']);
    const enorme = await enviar(IMPORTACAO, escreverOfx(extrato('22222-2', [linha('G', '2026-03-01', 1_000_000_000_000_000)])));
    expect(enorme.statusCode).toBe(422);
    expect(await linhasDa(conta.b)).toBe(0);
  });
});

describe('importação', () => {
  it('saves the new lines once: a second import adds nothing, and repeated FITIDs of real transactions are both kept', async () => {
    const ofx = escreverOfx(extrato('22222-2', [linha('R1', '2026-03-15', -150), linha('R1', '2026-03-15', -150), linha('R2', '2026-03-16', { ...TARIFA_MENSAL }.valorCentavos, TARIFA_MENSAL.memo)]));
    const primeira = await importar(ofx);
    expect(primeira).toMatchObject({ novas: 3, extratos: [{ indice: 0, contaId: conta.b, novas: 3, existentes: 0, conferir: 0 }] });
    const { rows } = await sql<{ ocorrencia: number }>`SELECT ocorrencia FROM extrato_linha WHERE conta_id = ${conta.b} AND fitid = 'R1' ORDER BY ocorrencia`.execute(t.db);
    expect(rows.map((r) => r.ocorrencia)).toEqual([1, 2]);
    const segunda = await importar(ofx);
    expect(segunda).toMatchObject({ novas: 0, extratos: [{ importacaoId: null, novas: 0, existentes: 3 }] });
    expect(await linhasDa(conta.b)).toBe(3);

    const historico = await t.chamar({ method: 'GET', url: `/api/financeiro/conciliacao/ofx/importacoes?conta=${conta.b}`, token: admin });
    expect(historico.statusCode, historico.body).toBe(200);
    const importacoes = historico.json<{ content: ImportacaoDeExtrato[] }>().content;
    expect(importacoes).toHaveLength(1);
    expect(importacoes[0]).toMatchObject({ arquivo: 'extrato.ofx', conta: { id: conta.b }, inicio: '2026-03-01', fim: '2026-03-31', linhasNovas: 3, usuario: expect.any(String) });
  });

  it('leaves conflicts out unless asked, then saves them marked conferir; a line without date takes the end date', async () => {
    const numero = await novaConta(sede, '44444-4');
    await importar(escreverOfx(extrato('44444-4', [linha('C1', '2026-03-02', -100)])));
    const semData = Buffer.from(escreverOfx(extrato('44444-4', [linha('C1', '2026-03-03', -100), linha('C2', '2026-03-04', -200)])))
      .toString('latin1').replace('<DTPOSTED>20260304120000[-3:BRT]', '<DTPOSTED>');
    const arquivo = Buffer.from(semData, 'latin1');
    expect((await previa(arquivo)).extratos[0]!.transacoes).toMatchObject([{ fitid: 'C1', situacao: 'conflito' }, { fitid: 'C2', data: '2026-03-31', situacao: 'conflito' }]);
    expect(await importar(arquivo)).toMatchObject({ novas: 0, extratos: [{ novas: 0, naoImportadas: 2 }] });
    expect(await importar(arquivo, { conflitos: 'importar' })).toMatchObject({ novas: 2, extratos: [{ novas: 2, conferir: 2 }] });
    const { rows } = await sql<{ fitid: string; data: string; conferir: boolean }>`
      SELECT fitid, to_char(data, 'YYYY-MM-DD') AS data, conferir FROM extrato_linha WHERE conta_id = ${numero} ORDER BY id`.execute(t.db);
    expect(rows).toEqual([{ fitid: 'C1', data: '2026-03-02', conferir: false }, { fitid: 'C1', data: '2026-03-03', conferir: true }, { fitid: 'C2', data: '2026-03-31', conferir: true }]);
    expect(await importar(arquivo, { conflitos: 'importar' })).toMatchObject({ novas: 0 });
  });

  it('refuses the import without its tag (403) and the preview without the view tag, saving nothing', async () => {
    await criarUsuario(t.db, { login: 'so-ve-ofx', unidadeIds: [sede], tags: ['financeiro.conciliacao.visualizar'] });
    await criarUsuario(t.db, { login: 'sem-ofx', unidadeIds: [sede], tags: ['financeiro.extrato.visualizar'] });
    const ve = await t.entrarNaUnidade('so-ve-ofx', 'Sede');
    const nada = await t.entrarNaUnidade('sem-ofx', 'Sede');
    const ofx = escreverOfx(extrato('11111-1', [linha('P1', '2026-03-20', 1)]));
    expect((await enviar(PREVIA, ofx, {}, ve)).statusCode).toBe(200);
    for (const [url, token] of [[IMPORTACAO, ve], [PREVIA, nada], [IMPORTACAO, nada]] as const) {
      const r = await enviar(url, ofx, {}, token);
      expect([r.statusCode, r.json<{ message: string }>().message]).toEqual([403, MENSAGEM_SEM_PERMISSAO]);
    }
    expect((await t.chamar({ method: 'GET', url: '/api/financeiro/conciliacao/ofx/importacoes', token: nada })).statusCode).toBe(403);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM extrato_linha WHERE fitid = 'P1'`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('serves the demo statement of the Sede\'s checking account, which the preview matches to that account', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/financeiro/conciliacao/ofx/exemplo', token: admin });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-disposition']).toContain('extrato-demo.ofx');
    const { extratos } = await previa(r.rawPayload);
    const { rows } = await sql<{ id: number }>`SELECT id FROM conta WHERE unidade_id = ${sede} AND descricao = 'Banco do Brasil c/c'`.execute(t.db);
    expect(extratos[0]!.contaId).toBe(rows[0]!.id);
    expect(extratos[0]!.transacoes.some((l) => l.memo === TARIFA_MENSAL.memo)).toBe(true);
    expect(extratos[0]!.transacoes.length).toBeGreaterThan(5);
  });
});
