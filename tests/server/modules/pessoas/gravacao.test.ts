import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerarCnpj, gerarCpf } from '../../../../src/shared/validation/index.ts';
import { aleatorioComSemente } from '../../../../src/server/seed/aleatorio.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// POST /api/pessoas and GET /api/pessoas/:id: the shared rules, duplicates, references,
// the unit's boundary, codes under concurrency and the audit log.

let t: AppDeTeste;
let sede: number;
let norte: number;
let admin: string;
let operador: string;
const random = aleatorioComSemente(515);

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  admin = await t.entrarNaUnidade('admin', 'Sede');
  operador = await t.entrar('operador');
});
afterAll(() => t.fechar());

const salvar = (payload: unknown, token = admin) => t.chamar({ method: 'POST', url: '/api/pessoas', token, payload: payload as object });
const ler = (id: number, token = admin) => t.chamar({ method: 'GET', url: `/api/pessoas/${id}`, token });
const idDe = async (tabela: 'r_situacao_pessoa' | 'r_grupo_pessoa' | 'r_cargo' | 'r_idioma', descricao: string) =>
  (await t.db.selectFrom(tabela).select('id').where('descricao', '=', descricao).executeTakeFirstOrThrow()).id;

async function pessoaDe(unidadeId: number) {
  return t.db.selectFrom('pessoa').selectAll().where('unidade_id', '=', unidadeId).where('ativo', '=', true).orderBy('id').executeTakeFirstOrThrow();
}

describe('POST /api/pessoas — creating', () => {
  it('creates a person with every section, gives the next code of the unit and audits it', async () => {
    const { maximo } = await t.db
      .selectFrom('pessoa')
      .select((eb) => eb.fn.max<number>('codigo').as('maximo'))
      .where('unidade_id', '=', sede)
      .executeTakeFirstOrThrow();
    const cidade = await t.db.selectFrom('cidade').select('id').where('nome', '=', 'Campinas').executeTakeFirstOrThrow();
    const cpf = gerarCpf(random, { formatado: true });
    const auditoria = await contarAuditoria(t.db);
    const r = await salvar({
      nome: 'Joana Érica Prado',
      papelPessoaFisica: true,
      papelPessoaJuridica: false,
      situacaoPessoa: { id: await idDe('r_situacao_pessoa', 'Ativo') },
      grupos: [{ id: await idDe('r_grupo_pessoa', 'Voluntários') }, await idDe('r_grupo_pessoa', 'Doadores')],
      pessoaFisica: { cpf, rg: '12.345.679-X', dataNascimento: '14/03/1990', cargo: { id: await idDe('r_cargo', 'Analista') } },
      emailPrincipal: 'Joana.Prado@Example.com.br',
      telefone: '(11) 3456-7890',
      celular: '(11) 98765-4321',
      redeSocial: { whatsapp: '(11) 98765-4321', facebook: 'https://facebook.com/joana' },
      cep: '13010-111',
      logradouro: 'Rua das Flores',
      numero: '100',
      bairro: 'Centro',
      cidade: { id: cidade.id },
      latitude: -22.9,
      longitude: -47.06,
      dataPessoaInstituicaoEntrada: '2020-02-01',
      idiomas: [{ id: await idDe('r_idioma', 'Inglês') }],
      observacao: 'Cadastro de teste.',
    });
    expect(r.statusCode, r.body).toBe(200);
    const { content, message } = r.json();
    expect(message).toBe('Registro salvo.');
    expect(content).toMatchObject({
      codigo: maximo + 1,
      nome: 'Joana Érica Prado',
      ativo: true,
      fornecedor: false,
      situacaoPessoa: { descricao: 'Ativo' },
      pessoaFisica: { cpf: cpf.replace(/\D/g, ''), rg: '12.345.679-X', dataNascimento: '1990-03-14', cargo: { descricao: 'Analista' } },
      pessoaJuridica: null,
      emailPrincipal: 'joana.prado@example.com.br',
      telefone: '1134567890',
      celular: '11987654321',
      redeSocial: { whatsapp: '11987654321', facebook: 'https://facebook.com/joana' },
      cep: '13010111',
      cidade: { id: cidade.id, nome: 'Campinas', estado: { uf: 'SP' } },
      idiomas: [{ descricao: 'Inglês' }],
      anexos: [],
    });
    expect(content.grupos.map((g: { descricao: string }) => g.descricao)).toEqual(['Doadores', 'Voluntários']);
    expect((await ler(content.id)).json().content).toEqual(content);
    expect(await contarAuditoria(t.db)).toBe(auditoria + 1);
    const registro = await t.db.selectFrom('auditoria').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(registro).toMatchObject({ entidade: 'pessoa', entidade_id: String(content.id), acao: 'criar', unidade_id: sede });
    expect(registro.alteracoes).toMatchObject({ nome: { de: null, para: 'Joana Érica Prado' }, codigo: { de: null, para: maximo + 1 } });
  });

  it('stores an alphanumeric CNPJ uppercased and without its mask', async () => {
    const cnpj = gerarCnpj(random, { alfanumerico: true, formatado: true }).toLowerCase();
    const r = await salvar({ nome: 'Empresa Alfanumérica Ltda', papelPessoaFisica: false, papelPessoaJuridica: true, pessoaJuridica: { cnpj } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().content.pessoaJuridica).toEqual({ cnpj: cnpj.replace(/[./-]/g, '').toUpperCase() });
    expect(r.json().content.pessoaFisica).toBeNull();
  });

  it('gives distinct consecutive codes to concurrent creations', async () => {
    const respostas = await Promise.all(Array.from({ length: 8 }, (_, i) => salvar({ nome: `Concorrente ${i}` })));
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const codigos = respostas.map((r) => r.json().content.codigo as number).sort((a, b) => a - b);
    expect(new Set(codigos).size).toBe(8);
    expect((codigos.at(-1) ?? 0) - (codigos[0] ?? 0)).toBe(7);
  });
});

describe('POST /api/pessoas — the shared rules, with the specification\'s messages', () => {
  it.each([
    ['no name', { nome: '' }, 'nome', 'Preenchimento obrigatório.'],
    ['an invalid CPF', { nome: 'X', pessoaFisica: { cpf: '123.456.789-00' } }, 'pessoaFisica.cpf', 'CPF inválido.'],
    ['an invalid CNPJ', { nome: 'X', papelPessoaJuridica: true, pessoaJuridica: { cnpj: '11.222.333/0001-00' } }, 'pessoaJuridica.cnpj', 'CNPJ inválido.'],
    ['an invalid e-mail', { nome: 'X', emailPrincipal: 'joana@' }, 'emailPrincipal', 'Email inválido'],
    ['an invalid phone', { nome: 'X', celular: '1234' }, 'celular', 'Telefone inválido.'],
    ['an invalid CEP', { nome: 'X', cep: '123' }, 'cep', 'CEP inválido.'],
    ['an invalid RG', { nome: 'X', pessoaFisica: { rg: '11111111' } }, 'pessoaFisica.rg', 'RG inválido.'],
    ['an invalid date', { nome: 'X', pessoaFisica: { dataNascimento: '31/02/2000' } }, 'pessoaFisica.dataNascimento', 'Data inválida.'],
    ['a name too long', { nome: 'a'.repeat(151) }, 'nome', 'Tamanho máximo de 150 excedido.'],
    ['a latitude off the globe', { nome: 'X', latitude: 123, longitude: -46 }, 'latitude', 'O valor deve ser menor ou igual a 90.'],
  ])('refuses %s with 422 and changes nothing', async (_caso, payload, field, message) => {
    const antes = await contarAuditoria(t.db);
    const r = await salvar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message }] });
    expect(await contarAuditoria(t.db)).toBe(antes);
  });

  it('does not judge the documents of a role the person does not hold', async () => {
    const r = await salvar({ nome: 'Só jurídica', papelPessoaFisica: false, pessoaFisica: { cpf: 'inválido' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().content.pessoaFisica).toBeNull();
  });

  it.each([
    ['a number as the name', { nome: 12 }, 'nome'],
    ['text as a group', { nome: 'X', grupos: ['x'] }, 'grupos.0'],
    ['text as the city', { nome: 'X', cidade: 'Campinas' }, 'cidade'],
    ['an object as the latitude', { nome: 'X', latitude: { graus: 1 } }, 'latitude'],
    ['a NUL character', { nome: 'Jo\u0000ana' }, 'nome'],
  ])('answers 422 naming the field to %s', async (_caso, payload, field) => {
    const r = await salvar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message: 'Valor inválido.' }] });
  });

  it('answers 422 to unknown referenced records', async () => {
    const r = await salvar({ nome: 'X', situacaoPessoa: 999_999, grupos: [{ id: 999_998 }], cidade: { id: 999_997 } });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([
      { field: 'situacaoPessoa', message: 'Registro selecionado não encontrado.' },
      { field: 'grupos', message: 'Registro selecionado não encontrado.' },
      { field: 'cidade', message: 'Registro selecionado não encontrado.' },
    ]);
  });

  it('stores SQL-looking text as it is', async () => {
    const nome = "Robert'); DROP TABLE pessoa; --";
    const r = await salvar({ nome });
    expect(r.statusCode).toBe(200);
    expect((await ler(r.json().content.id)).json().content.nome).toBe(nome);
  });

  it('answers 413 to a 10 MB body', async () => {
    const r = await salvar({ nome: 'x'.repeat(10 * 1024 * 1024) });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: 'O conteúdo enviado excede o tamanho permitido.' });
  });

  it('applies the field configuration of the form the record belongs to (people or suppliers)', async () => {
    const configurar = (formulario: string) =>
      t.chamar({
        method: 'POST',
        url: '/api/configuracoesCamposFomularios/config',
        token: admin,
        payload: { formulario, secao: 'contatos', campos: [{ inputName: 'celular', visible: true, required: true }] },
      });
    expect((await configurar('financeiro.fornecedor')).statusCode).toBe(200);
    expect((await salvar({ nome: 'Pessoa sem celular' })).statusCode).toBe(200);
    const fornecedor = await salvar({ nome: 'Fornecedor sem celular', fornecedor: true });
    expect(fornecedor.json().errors).toEqual([{ field: 'celular', message: 'Preenchimento obrigatório.' }]);
    expect((await salvar({ nome: 'Fornecedor com celular', fornecedor: true, celular: '11987654321' })).statusCode).toBe(200);
  });
});

describe('POST /api/pessoas — duplicate documents in the institution', () => {
  it('refuses a CPF another active person holds, in any unit, naming its code', async () => {
    const outra = await t.db.selectFrom('pessoa').select(['codigo', 'cpf']).where('unidade_id', '=', norte).where('cpf', 'is not', null).executeTakeFirstOrThrow();
    const mascarado = `${outra.cpf?.slice(0, 3)}.${outra.cpf?.slice(3, 6)}.${outra.cpf?.slice(6, 9)}-${outra.cpf?.slice(9)}`;
    const r = await salvar({ nome: 'Duplicada', pessoaFisica: { cpf: mascarado } });
    expect(r.statusCode).toBe(422);
    const message = `Já existe uma pessoa com este CPF (código ${outra.codigo}).`;
    expect(r.json()).toEqual({ message, errors: [{ field: 'pessoaFisica.cpf', message }] });
  });

  it('refuses a duplicate CNPJ, but lets a person keep its own on update', async () => {
    const existente = await t.db.selectFrom('pessoa').selectAll().where('unidade_id', '=', sede).where('cnpj', 'is not', null).where('ativo', '=', true).executeTakeFirstOrThrow();
    const r = await salvar({ nome: 'Outra empresa', papelPessoaFisica: false, papelPessoaJuridica: true, pessoaJuridica: { cnpj: existente.cnpj } });
    expect(r.json().message).toBe(`Já existe uma pessoa com este CNPJ (código ${existente.codigo}).`);
    const propria = await salvar({ id: existente.id, nome: `${existente.nome} (revisada)` });
    expect(propria.statusCode, propria.body).toBe(200);
    expect(propria.json().content.pessoaJuridica.cnpj).toBe(existente.cnpj);
  });

  it('lets only one of two concurrent saves of a new CPF through', async () => {
    const cpf = gerarCpf(random);
    const respostas = await Promise.all([salvar({ nome: 'Primeira', pessoaFisica: { cpf } }), salvar({ nome: 'Segunda', pessoaFisica: { cpf } })]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('POST /api/pessoas — updating', () => {
  it('updates only what the payload holds, keeps lists it leaves out and audits the changed fields', async () => {
    const criada = (await salvar({ nome: 'Para alterar', grupos: [await idDe('r_grupo_pessoa', 'Doadores')], telefone: '1133334444' })).json().content;
    const r = await salvar({ id: criada.id, nome: 'Alterada', celular: '21999998888' });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toMatchObject({ codigo: criada.codigo, nome: 'Alterada', telefone: '1133334444', celular: '21999998888' });
    expect(r.json().content.grupos).toEqual(criada.grupos);
    const registro = await t.db.selectFrom('auditoria').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(registro).toMatchObject({ acao: 'alterar', entidade_id: String(criada.id) });
    expect(registro.alteracoes).toEqual({ nome: { de: 'Para alterar', para: 'Alterada' }, celular: { de: null, para: '21999998888' } });
  });

  it('never reads nor writes a person of another unit, nor an unknown one (404, unchanged)', async () => {
    const doNorte = await pessoaDe(norte);
    expect((await ler(doNorte.id)).statusCode).toBe(404);
    const r = await salvar({ id: doNorte.id, nome: 'Invadida' });
    expect(r.statusCode).toBe(404);
    expect((await pessoaDe(norte)).nome).toBe(doNorte.nome);
    expect((await ler(2_000_000_000)).statusCode).toBe(404);
    expect((await salvar({ id: 2_000_000_000, nome: 'Fantasma' })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: '/api/pessoas/abc', token: admin })).statusCode).toBe(422);
  });
});

describe('permissions', () => {
  it('lets the operador (Sede) view, create and edit', async () => {
    const r = await salvar({ nome: 'Criada pelo operador' }, operador);
    expect(r.statusCode).toBe(200);
    expect((await ler(r.json().content.id, operador)).statusCode).toBe(200);
  });

  it('refuses a session without the tags (403) and without a session (401)', async () => {
    await criarUsuario(t.db, { login: 'semtags', unidadeIds: [sede], tags: ['configuracoes.usuario.visualizar'] });
    const semTags = await t.entrar('semtags');
    expect((await salvar({ nome: 'X' }, semTags)).json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await t.chamar({ method: 'GET', url: `/api/pessoas/${(await pessoaDe(sede)).id}` })).statusCode).toBe(401);
  });
});
