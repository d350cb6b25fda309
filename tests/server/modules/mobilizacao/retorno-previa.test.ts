import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL_DA_PREVIA_DO_RETORNO, type PreviaDoRetorno } from '../../../../src/shared/api/retornoDeCobranca.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The preview of a bank's return file through the API: the layout and bank it detects, every
// record with its occurrence's meaning and amounts in reais; a file it cannot read is a 422 that
// names the line and position or what it found.

let t: AppDeTeste;
let admin: string;

const fixture = (nome: string): Buffer => readFileSync(`tests/fixtures/cnab/${nome}`);

const enviar = (conteudo: Buffer | null, token = admin, campo = 'file') =>
  t.chamar({
    method: 'POST',
    url: URL_DA_PREVIA_DO_RETORNO,
    token,
    ...(conteudo === null ? corpoMultipart([]) : corpoMultipart([{ campo, nomeArquivo: 'retorno.ret', tipo: 'application/octet-stream', conteudo }])),
  });

async function previa(conteudo: Buffer): Promise<PreviaDoRetorno> {
  const r = await enviar(conteudo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: PreviaDoRetorno }>().content;
}

const mensagem = async (conteudo: Buffer | null, campo?: string) => {
  const r = await enviar(conteudo, admin, campo);
  return [r.statusCode, r.json<{ message: string }>().message];
};

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
});

afterAll(async () => {
  await t?.fechar();
});

describe('the preview of a return file', () => {
  it('reads a CNAB 240 return (Banco do Brasil): every record with its meaning, amounts in reais', async () => {
    const { banco, layout, registros } = await previa(fixture('retorno-cnab240-001.ret'));
    expect([banco, layout]).toEqual(['001', 'CNAB240']);
    expect(registros).toEqual([
      { nossoNumero: '12345670000000101', ocorrencia: '02', descricaoOcorrencia: 'Entrada confirmada', categoria: 'entrada', valorTitulo: 50, valorPago: 0, dataOcorrencia: '2026-03-03', dataCredito: null },
      { nossoNumero: '12345670000000102', ocorrencia: '06', descricaoOcorrencia: 'Liquidação', categoria: 'liquidacao', valorTitulo: 125.5, valorPago: 126, dataOcorrencia: '2026-03-16', dataCredito: '2026-03-17' },
      { nossoNumero: '12345670000000103', ocorrencia: '03', descricaoOcorrencia: 'Entrada rejeitada', categoria: 'rejeicao', valorTitulo: 30, valorPago: 0, dataOcorrencia: '2026-03-03', dataCredito: null },
      { nossoNumero: '12345670000000101', ocorrencia: '09', descricaoOcorrencia: 'Baixa', categoria: 'baixa', valorTitulo: 50, valorPago: 0, dataOcorrencia: '2026-03-12', dataCredito: null },
    ]);
  });

  it('reads a CNAB 400 return (Caixa, LF line breaks) with the bank’s own codes', async () => {
    const { banco, layout, registros } = await previa(fixture('retorno-cnab400-104.ret'));
    expect([banco, layout]).toEqual(['104', 'CNAB400']);
    expect(registros.map((r) => [r.ocorrencia, r.categoria])).toEqual([['01', 'entrada'], ['21', 'liquidacao'], ['99', 'rejeicao'], ['02', 'baixa']]);
    expect(registros[1]).toMatchObject({ descricaoOcorrencia: 'Liquidação', valorPago: 126, dataCredito: '2026-03-17' });
  });

  it('reads a FEBRABAN 150 débito automático return through the same call', async () => {
    const { banco, layout, registros } = await previa(readFileSync('tests/fixtures/febraban150/debito-retorno.txt'));
    expect([banco, layout]).toEqual(['001', 'FEBRABAN150']);
    expect(registros.map((r) => [r.nossoNumero, r.ocorrencia, r.categoria, r.valorPago])).toEqual([
      ['00000000001', '00', 'liquidacao', 30],
      ['00000000002', '01', 'rejeicao', 0],
      ['00000000004', '31', 'liquidacao', 45],
      ['00000000003', '99', 'baixa', 0],
    ]);
  });

  it('reads a file of 241 columns', async () => {
    expect((await previa(fixture('retorno-cnab240-104.ret'))).registros).toHaveLength(4);
  });

  it('refuses a malformed file with the line and position, and a file of another layout or bank naming what it found', async () => {
    const linhas = fixture('retorno-cnab400-237.ret').toString('latin1').split('\n');
    linhas[2] = `${linhas[2]?.slice(0, 253)}12A4567890123${linhas[2]?.slice(266)}`;
    expect(await mensagem(Buffer.from(linhas.join('\n'), 'latin1'))).toEqual([422, 'Linha 3, posição 254: Valor pago: esperava números, encontrou "12A4567890123"']);
    expect(await mensagem(Buffer.from(`${'H'.repeat(180)}\r\n${'D'.repeat(180)}\r\n`))).toEqual([422, 'Linha 1, posição 1: Arquivo de 180 caracteres por linha: não é CNAB 240, CNAB 400 nem FEBRABAN 150']);
    const outroBanco = fixture('retorno-cnab240-756.ret').toString('latin1').replace(/^756/, '999');
    expect(await mensagem(Buffer.from(outroBanco, 'latin1'))).toEqual([422, 'Linha 1, posição 1: Banco 999 no cabeçalho: não é um dos bancos lidos']);
  });

  it('refuses no file, an empty file, another field and a file over the limit, in pt-BR', async () => {
    expect(await mensagem(null)).toEqual([422, 'Selecione o arquivo de retorno do banco.']);
    expect(await mensagem(Buffer.alloc(0))).toEqual([422, 'O arquivo enviado está vazio.']);
    expect(await mensagem(fixture('retorno-cnab400-237.ret'), 'arquivo')).toEqual([422, 'Campo de arquivo inesperado: use file.']);
    expect(await mensagem(Buffer.alloc(11 * 1024 * 1024, 0x20))).toEqual([413, 'O arquivo excede o limite de 10 MB.']);
  });

  it('is refused without the tag', async () => {
    await criarUsuario(t.db, { login: 'sem.retorno', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: ['doacao.doacao.visualizar'] });
    const token = await t.entrarNaUnidade('sem.retorno', 'Sede');
    const r = await enviar(fixture('retorno-cnab240-001.ret'), token);
    expect([r.statusCode, r.json<{ message: string }>().message]).toEqual([403, MENSAGEM_SEM_PERMISSAO]);
  });
});
