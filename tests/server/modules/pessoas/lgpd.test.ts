import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAGEM_ANONIMIZADA_SEM_EDICAO,
  MENSAGEM_CONFIRMACAO_ANONIMIZACAO,
  MENSAGEM_JA_ANONIMIZADA,
  MENSAGEM_PESSOA_ANONIMIZADA,
  type DadosPessoais,
} from '../../../../src/shared/api/lgpd.ts';
import { cpfCheckDigits } from '../../../../src/shared/validation/documents/cpf.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, corpoMultipart, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO, pngDeVerdade } from '../../ajudantes.ts';

// LGPD on a person's record: export everything held (JSON and PDF) and anonymise one who asks
// to be forgotten, keeping the row others point at. Administrator only; both audited.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
let operador: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  operador = await t.entrar('operador');
});
afterAll(() => t.fechar());

async function enviar(conteudo: Buffer, nomeArquivo: string, tipo: string): Promise<number> {
  const r = await t.chamar({ method: 'POST', url: '/api/arquivos?diretorio=pessoas&tipo=ALL', token: admin, ...corpoMultipart([{ campo: 'file', nomeArquivo, tipo, conteudo }]) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().content.id;
}

// A new valid CPF for each person (the register refuses a CPF already held).
let sequencia = 529_982_247;
function novoCpf(): string {
  const corpo = String(sequencia++).padStart(9, '0');
  return corpo + cpfCheckDigits(corpo);
}

/** A person with documents, contacts, address, a group, a photo and an attachment, then edited once. */
async function pessoaCompleta(): Promise<{ id: number; codigo: number; cpf: string }> {
  const cpf = novoCpf();
  const foto = await enviar(await pngDeVerdade(40, 40), 'rosto.png', 'image/png');
  const termo = await enviar(Buffer.from('%PDF-1.4 termo de adesão'), 'termo.pdf', 'application/pdf');
  const grupo = await t.db.selectFrom('r_grupo_pessoa').select('id').limit(1).executeTakeFirstOrThrow();
  const cidade = await t.db.selectFrom('cidade').select('id').where('nome', '=', 'Recife').executeTakeFirstOrThrow();
  const r = await t.chamar({
    method: 'POST',
    url: '/api/pessoas',
    token: admin,
    payload: {
      nome: 'Joana Titular',
      papelPessoaFisica: true,
      pessoaFisica: { cpf, rg: '12.345.679-X', dataNascimento: '1980-05-17' },
      emailPrincipal: 'joana@exemplo.org',
      celular: '81988887777',
      cep: '50030230',
      logradouro: 'Rua da Aurora',
      numero: '100',
      cidade: { id: cidade.id },
      latitude: -8.06,
      longitude: -34.88,
      grupos: [{ id: grupo.id }],
      foto: { id: foto },
      anexos: [{ arquivo: { id: termo } }],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  const { id, codigo } = r.json().content;
  await t.chamar({ method: 'POST', url: '/api/pessoas', token: admin, payload: { id, celular: '81977776666' } });
  return { id, codigo, cpf };
}

const exportar = (id: number, formato: string, token = admin) => t.chamar({ method: 'GET', url: `/api/pessoas/${id}/dadospessoais?formato=${formato}`, token });
const anonimizar = (id: number, payload: unknown, token = admin) => t.chamar({ method: 'POST', url: `/api/pessoas/${id}/anonimizar`, token, payload: payload as object });

describe('the export of personal data', () => {
  it('downloads everything held about the person as JSON, with the history of changes, and audits it', async () => {
    const { id, codigo, cpf } = await pessoaCompleta();
    const auditoria = await contarAuditoria(t.db);
    const r = await exportar(id, 'json');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="dados-pessoais-${codigo}.json"`);
    expect(r.headers['cache-control']).toBe('no-store');
    const dados = r.json<DadosPessoais>();
    expect(dados.instituicao).toBe('Instituto Alicerce');
    expect(dados.unidade).toBe('Sede');
    expect(dados.pessoa).toMatchObject({
      id,
      nome: 'Joana Titular',
      pessoaFisica: { cpf, rg: '12.345.679-X', dataNascimento: '1980-05-17' },
      emailPrincipal: 'joana@exemplo.org',
      celular: '81977776666',
      cidade: { nome: 'Recife', estado: { uf: 'PE' } },
    });
    expect(dados.pessoa.grupos).toHaveLength(1);
    expect(dados.pessoa.anexos.map((a) => a.arquivo.fileName)).toEqual(['termo.pdf']);
    expect(dados.historico.map((h) => [h.acao, h.usuario])).toEqual([
      ['criar', 'Administrador'],
      ['alterar', 'Administrador'],
    ]);
    expect(dados.historico[1]?.alteracoes).toEqual({ celular: { de: '81988887777', para: '81977776666' } });
    expect(await contarAuditoria(t.db)).toBe(auditoria + 1);
  });

  it('downloads it as a PDF', async () => {
    const { id, codigo } = await pessoaCompleta();
    const r = await exportar(id, 'pdf');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="dados-pessoais-${codigo}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens with the derived authtoken of its path, as a download link does', async () => {
    const { id } = await pessoaCompleta();
    const caminho = `/api/pessoas/${id}/dadospessoais`;
    const { authtoken } = (await t.chamar({ method: 'POST', url: '/api/authtokens', token: admin, payload: { recurso: caminho } })).json().content;
    expect((await t.chamar({ method: 'GET', url: `${caminho}?formato=pdf&authtoken=${authtoken}` })).statusCode).toBe(200);
  });

  it('is refused to a user without the tag, for another unit, for an unknown id and for a bad format', async () => {
    const { id } = await pessoaCompleta();
    const auditoria = await contarAuditoria(t.db);
    const semTag = await exportar(id, 'json', operador);
    expect(semTag.statusCode).toBe(403);
    expect(semTag.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await exportar(id, 'json', adminNorte)).statusCode).toBe(404);
    expect((await exportar(2147483647, 'json')).statusCode).toBe(404);
    const formato = await exportar(id, 'html');
    expect(formato.statusCode).toBe(422);
    expect(formato.json().message).toMatch(/[a-zà-ú]/i);
    expect(await contarAuditoria(t.db)).toBe(auditoria);
  });
});

describe('the anonymisation', () => {
  it('refuses without the typed confirmation, without the tag and for another unit, and changes nothing', async () => {
    const { id } = await pessoaCompleta();
    const antes = await t.db.selectFrom('pessoa').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const auditoria = await contarAuditoria(t.db);
    const sem = await anonimizar(id, { confirmacao: 'sim' });
    expect(sem.statusCode).toBe(422);
    expect(sem.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'confirmacao', message: MENSAGEM_CONFIRMACAO_ANONIMIZACAO }] });
    expect((await anonimizar(id, { confirmacao: 'ANONIMIZAR' }, operador)).statusCode).toBe(403);
    expect((await anonimizar(id, { confirmacao: 'ANONIMIZAR' }, adminNorte)).statusCode).toBe(404);
    expect((await anonimizar(id, {})).statusCode).toBe(422);
    expect(await t.db.selectFrom('pessoa').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(antes);
    expect(await contarAuditoria(t.db)).toBe(auditoria);
  });

  it('empties every personal field, removes photo, attachments and lists, scrubs the history, and keeps the row and its code', async () => {
    const { id, codigo, cpf } = await pessoaCompleta();
    const arquivos = (await t.db.selectFrom('pessoa_anexo').select('arquivo_id').where('pessoa_id', '=', id).execute()).map((a) => a.arquivo_id);
    const { foto_arquivo_id: foto } = await t.db.selectFrom('pessoa').select('foto_arquivo_id').where('id', '=', id).executeTakeFirstOrThrow();
    const guardados = await readdir(path.join(t.config.dataDir, 'files'));

    // A row of an earlier import that matched her holds the file's cells about her.
    const administrador = await t.db.selectFrom('usuario').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const sede = await t.db.selectFrom('unidade').select('id').where('nome', '=', 'Sede').executeTakeFirstOrThrow();
    const planilha = await enviar(Buffer.from('Nome;CPF\nJoana Titular;' + cpf), 'pessoas.csv', 'text/csv');
    const { id: importacaoId } = await t.db
      .insertInto('importacao')
      .values({ tela: 'gestaopessoas.pessoa', modelo: 'pessoa', unidade_id: sede.id, usuario_id: administrador.id, arquivo_id: planilha, nome_arquivo: 'pessoas.csv', formato: 'CSV', colunas: JSON.stringify(['Nome', 'CPF']), total: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('importacao_linha')
      .values({ importacao_id: importacaoId, linha: 2, dados: JSON.stringify(['Joana Titular', cpf]), chave: `CPF:${cpf}`, registro_id: id })
      .execute();
    // A row of another model's import whose record has the same id is no one's personal data.
    const { id: deOutroModelo } = await t.db
      .insertInto('importacao')
      .values({ tela: 'gestaopessoas.configuracoes.profissoes', modelo: 'profissao', unidade_id: sede.id, usuario_id: administrador.id, arquivo_id: planilha, nome_arquivo: 'profissoes.csv', formato: 'CSV', colunas: JSON.stringify(['Descrição']), total: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('importacao_linha').values({ importacao_id: deOutroModelo, linha: 2, dados: JSON.stringify(['Contadora']), chave: '0:["contadora"]', registro_id: id }).execute();
    const guardadosComPlanilha = guardados.length + 1;

    const r = await anonimizar(id, { confirmacao: 'anonimizar' });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(MENSAGEM_PESSOA_ANONIMIZADA);

    const linha = await t.db.selectFrom('pessoa').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(linha).toMatchObject({ id, codigo, nome: 'Pessoa anonimizada', ativo: false, cpf: null, rg: null, data_nascimento: null, email_principal: null, celular: null, cep: null, logradouro: null, cidade_id: null, latitude: null, longitude: null, foto_arquivo_id: null });
    expect(linha.anonimizada_em).toBeInstanceOf(Date);
    expect(linha.busca).not.toMatch(new RegExp(`joana|${cpf}`));
    expect(await t.db.selectFrom('pessoa_grupo').where('pessoa_id', '=', id).selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('pessoa_anexo').where('pessoa_id', '=', id).selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('arquivo').where('id', 'in', [...arquivos, foto!]).selectAll().execute()).toEqual([]);
    expect((await readdir(path.join(t.config.dataDir, 'files'))).length).toBe(guardadosComPlanilha - 2);
    const importada = await t.db.selectFrom('importacao_linha').select(['dados', 'chave']).where('importacao_id', '=', importacaoId).executeTakeFirstOrThrow();
    expect(importada).toEqual({ dados: [], chave: null });
    const outra = await t.db.selectFrom('importacao_linha').select(['dados', 'chave']).where('importacao_id', '=', deOutroModelo).executeTakeFirstOrThrow();
    expect(outra).toEqual({ dados: ['Contadora'], chave: '0:["contadora"]' });

    const historico = await t.db.selectFrom('auditoria').select(['acao', 'alteracoes']).where('entidade', '=', 'pessoa').where('entidade_id', '=', String(id)).orderBy('id').execute();
    expect(historico.map((h) => h.acao)).toEqual(['criar', 'alterar', 'anonimizar']);
    expect(JSON.stringify(historico)).not.toMatch(new RegExp(`Joana|${cpf}|joana@exemplo|8197777`));

    // What is held now says nothing about who she was.
    const exportado = await exportar(id, 'json');
    expect(exportado.body).not.toMatch(new RegExp(`Joana|${cpf}|joana@exemplo|Aurora`));
  });

  it('cannot be done twice, and an anonymised person cannot be edited back', async () => {
    const { id } = await pessoaCompleta();
    expect((await anonimizar(id, { confirmacao: 'ANONIMIZAR' })).statusCode).toBe(200);
    const outra = await anonimizar(id, { confirmacao: 'ANONIMIZAR' });
    expect(outra.statusCode).toBe(409);
    expect(outra.json()).toEqual({ message: MENSAGEM_JA_ANONIMIZADA });
    const edicao = await t.chamar({ method: 'POST', url: '/api/pessoas', token: admin, payload: { id, nome: 'Joana de volta' } });
    expect(edicao.statusCode).toBe(409);
    expect(edicao.json()).toEqual({ message: MENSAGEM_ANONIMIZADA_SEM_EDICAO });
  });
});
