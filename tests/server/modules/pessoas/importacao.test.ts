import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinhaDoResultado } from '../../../../src/shared/api/importacao.ts';
import { cpfCheckDigits, gerarCnpj, gerarCpf } from '../../../../src/shared/validation/index.ts';
import { aleatorioComSemente } from '../../../../src/server/seed/aleatorio.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';
import { contarPessoas, csv, enviarBem, esperarFim, iniciar, importar, previa, resumo, URL_DA_IMPORTACAO } from './importacao-ajudantes.ts';

// The import from upload to result: CSV (';' or ',', UTF-8 or Latin-1) and XLSX, the suggested
// mapping, the preview's per-row errors (the form's messages), the job, the counts, the rejected
// rows' CSV, and a second import of the same file creating nobody.

let t: AppDeTeste;
let admin: string;
let sede: number;
const random = aleatorioComSemente(2026);
const cpf = () => gerarCpf(random, { formatado: true });

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
});
afterAll(() => t.fechar());

const pessoaPorCpf = (digitos: string) => t.db.selectFrom('pessoa').selectAll().where('cpf', '=', digitos).execute();
const soDigitos = (texto: string) => texto.replace(/\D/g, '');

async function linhas(id: number, situacao: string): Promise<LinhaDoResultado[]> {
  const r = await t.chamar({ method: 'GET', url: `${URL_DA_IMPORTACAO}/${id}/linhas?situacao=${situacao}&rpp=100`, token: admin });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { resultList: LinhaDoResultado[] } }>().content.resultList;
}

describe('a good CSV', () => {
  const cpfs = [cpf(), cpf(), cpf()];
  const cnpj = gerarCnpj(random, { formatado: true });
  const arquivo = csv([
    ['Nome', 'CPF', 'CNPJ', 'E-mail', 'Celular', 'CEP', 'Cidade', 'Data de Nascimento'],
    ['Ana Souza', cpfs[0] ?? '', '', 'Ana@Example.com.br', '(11) 98765-4321', '13010-111', 'Campinas - SP', '14/03/1990'],
    ['Bruno Lima', cpfs[1] ?? '', '', '', '', '', 'são paulo', ''],
    [],
    ['Padaria Pão Bom Ltda', '', cnpj, 'contato@paobom.com.br', '', '', 'Belo Horizonte/MG', ''],
    ['<script>alert(1)</script>', cpfs[2] ?? '', '', '', '', '', '', ''],
  ]);

  it('is read, mapped by its headers, previewed without errors, imported and counted', async () => {
    const antes = await contarPessoas(t);
    const enviado = await enviarBem(t, admin, arquivo, 'cadastro.csv');
    expect(enviado).toMatchObject({
      nomeArquivo: 'cadastro.csv',
      formato: 'CSV',
      colunas: ['Nome', 'CPF', 'CNPJ', 'E-mail', 'Celular', 'CEP', 'Cidade', 'Data de Nascimento'],
      total: 4,
      mapeamentoSugerido: {
        nome: 0,
        'pessoaFisica.cpf': 1,
        'pessoaJuridica.cnpj': 2,
        emailPrincipal: 3,
        celular: 4,
        cep: 5,
        cidade: 6,
        'pessoaFisica.dataNascimento': 7,
      },
    });
    expect(enviado.amostra[0]?.[0]).toBe('Ana Souza');

    const vista = await previa(t, admin, enviado.id, enviado.mapeamentoSugerido);
    expect(vista).toMatchObject({ total: 4, validas: 4, invalidas: 0, ignoradas: 0, comErros: [] });
    expect(vista.linhas.map((l) => l.linha)).toEqual([2, 3, 5, 6]);
    expect(vista.linhas[0]).toMatchObject({ valores: { nome: 'Ana Souza', cidade: 'Campinas - SP' }, erros: [], aviso: null });
    // A preview changes nothing.
    expect(await contarPessoas(t)).toBe(antes);

    const tarefa = await iniciar(t, admin, enviado.id, enviado.mapeamentoSugerido);
    expect(tarefa).toMatchObject({ tipo: 'importacao.pessoas', titulo: 'Importação de pessoas' });
    const fim = await esperarFim(t, admin, enviado.id);
    expect(fim.contagens).toEqual({ lidas: 4, incluidas: 4, ignoradas: 0, rejeitadas: 0, pendentes: 0 });
    expect(fim.tarefa?.mensagem).toBe('4 pessoas incluídas, 0 ignoradas (já cadastradas), 0 linhas rejeitadas.');
    expect(await contarPessoas(t)).toBe(antes + 4);

    const [ana] = await pessoaPorCpf(soDigitos(cpfs[0] ?? ''));
    const campinas = await t.db.selectFrom('cidade').select('id').where('nome', '=', 'Campinas').executeTakeFirstOrThrow();
    expect(ana).toMatchObject({
      unidade_id: sede,
      nome: 'Ana Souza',
      papel_pessoa_fisica: true,
      papel_pessoa_juridica: false,
      email_principal: 'ana@example.com.br',
      celular: '11987654321',
      cep: '13010111',
      cidade_id: campinas.id,
      data_nascimento: '1990-03-14',
      ativo: true,
    });
    const padaria = await t.db.selectFrom('pessoa').selectAll().where('cnpj', '=', cnpj.replace(/[./-]/g, '')).executeTakeFirstOrThrow();
    expect(padaria).toMatchObject({ nome: 'Padaria Pão Bom Ltda', papel_pessoa_fisica: false, papel_pessoa_juridica: true, cpf: null });
    // Markup is a name like any other: stored as the text it is.
    const [script] = await pessoaPorCpf(soDigitos(cpfs[2] ?? ''));
    expect(script?.nome).toBe('<script>alert(1)</script>');

    // Each person has its own code of the unit and an audit row naming the import.
    const codigos = await t.db.selectFrom('pessoa').select('codigo').where('unidade_id', '=', sede).execute();
    expect(new Set(codigos.map((c) => c.codigo)).size).toBe(codigos.length);
    const auditoria = await t.db.selectFrom('auditoria').select('alteracoes').where('entidade', '=', 'pessoa').where('entidade_id', '=', String(ana?.id)).executeTakeFirstOrThrow();
    expect(auditoria.alteracoes).toMatchObject({ nome: { de: null, para: 'Ana Souza' }, importacao: { de: null, para: { id: enviado.id, linha: 2 } } });
  });

  it('imported again creates nobody: every row is ignored, naming the existing code', async () => {
    const antes = await contarPessoas(t);
    const enviado = await enviarBem(t, admin, arquivo);
    const vista = await previa(t, admin, enviado.id, enviado.mapeamentoSugerido);
    expect(vista).toMatchObject({ validas: 4, invalidas: 0, ignoradas: 4 });
    const [ana] = await pessoaPorCpf(soDigitos(cpfs[0] ?? ''));
    expect(vista.linhas[0]?.aviso).toBe(`Já existe uma pessoa com este CPF (código ${ana?.codigo}). A linha será ignorada.`);

    await iniciar(t, admin, enviado.id, enviado.mapeamentoSugerido);
    const fim = await esperarFim(t, admin, enviado.id);
    expect(fim.contagens).toEqual({ lidas: 4, incluidas: 0, ignoradas: 4, rejeitadas: 0, pendentes: 0 });
    expect(await contarPessoas(t)).toBe(antes);
    const ignoradas = await linhas(enviado.id, 'ignorada');
    expect(ignoradas[0]).toMatchObject({
      linha: 2,
      registroId: ana?.id,
      mensagens: [{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: `Já existe uma pessoa com este CPF (código ${ana?.codigo}).` }],
    });
  });
});

describe('a CSV with good and bad rows', () => {
  const carla = cpf();
  const repetido = cpf();
  const arquivo = csv(
    [
      ['nome', 'cpf', 'email', 'telefone', 'cidade', 'uf', 'nascimento'],
      ['Carla Dias', carla, 'carla@example.com', '(21) 3456-7890', 'Rio de Janeiro', 'RJ', '01/02/1985'],
      ['Daniel Reis', '123.456.789-00', 'daniel@example.com', '', '', '', ''],
      ['', cpf(), '', '', '', '', ''],
      ['Eva Melo', '', 'eva@example', '123', '', '', '31/02/1990'],
      ['Fábio Nunes', repetido, '', '', '', '', ''],
      ['=HIPERLINK("http://mal.example")', '111.111.111-11', '', '', '', '', ''],
      ['Gina Rocha', repetido, '', '', '', '', ''],
      ['Hugo Alves', cpf(), '', '', 'Cidade Que Não Existe', '', ''],
      ['Iris Campos', cpf(), '', '', 'Bom Jesus', '', ''],
    ],
    ',',
  );
  const MAPEAMENTO = { nome: 0, 'pessoaFisica.cpf': 1, emailPrincipal: 2, telefone: 3, cidade: 4, uf: 5, 'pessoaFisica.dataNascimento': 6 } as const;
  let id = 0;

  it('previews the errors of each row with the form messages, and refuses to start without skipping them', async () => {
    const enviado = await enviarBem(t, admin, arquivo);
    id = enviado.id;
    expect(enviado.mapeamentoSugerido).toEqual(MAPEAMENTO);
    const vista = await previa(t, admin, id, MAPEAMENTO);
    expect(vista).toMatchObject({ total: 9, validas: 3, invalidas: 6, ignoradas: 1 });
    const erros = Object.fromEntries(vista.linhas.map((l) => [l.linha, l.erros.map((e) => `${e.campo}: ${e.mensagem}`).sort()]));
    expect(erros).toEqual({
      2: [],
      3: ['pessoaFisica.cpf: CPF inválido.'],
      4: ['nome: Preenchimento obrigatório.'],
      5: [
        'documento: Informe o CPF ou o CNPJ: a importação identifica as pessoas por eles.',
        'emailPrincipal: Email inválido',
        'pessoaFisica.dataNascimento: Data inválida.',
        'telefone: Telefone inválido.',
      ],
      6: [],
      7: ['pessoaFisica.cpf: CPF inválido.'],
      8: [],
      9: ['cidade: Cidade não encontrada.'],
      10: ['cidade: Há mais de uma cidade com este nome: informe a UF.'],
    });
    expect(vista.linhas.find((l) => l.linha === 3)?.erros).toEqual([{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: 'CPF inválido.' }]);
    expect(vista.linhas.find((l) => l.linha === 8)?.aviso).toBe('O CPF repete o da linha 6. A linha será ignorada.');
    expect(vista.comErros.map((l) => l.linha)).toEqual([3, 4, 5, 7, 9, 10]);

    const antes = await contarPessoas(t);
    const r = await t.chamar({ method: 'POST', url: `${URL_DA_IMPORTACAO}/${id}/iniciar`, token: admin, payload: { mapeamento: MAPEAMENTO } });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: '6 linhas têm erros. Corrija o arquivo ou escolha ignorar as linhas inválidas.' });
    expect((await resumo(t, admin, id)).estado).toBe('enviada');
    expect(await contarPessoas(t)).toBe(antes);
  });

  it('skipping the invalid rows, imports the rest, once per document, and lists and downloads the rejected rows', async () => {
    const antes = await contarPessoas(t);
    const tarefa = await iniciar(t, admin, id, MAPEAMENTO, true);
    // A second click gets the same job.
    expect((await iniciar(t, admin, id, MAPEAMENTO, true)).id).toBe(tarefa.id);
    const fim = await esperarFim(t, admin, id);
    expect(fim.contagens).toEqual({ lidas: 9, incluidas: 2, ignoradas: 1, rejeitadas: 6, pendentes: 0 });
    expect(fim.mapeamento).toEqual(MAPEAMENTO);
    expect(await contarPessoas(t)).toBe(antes + 2);
    expect(await pessoaPorCpf(soDigitos(repetido))).toHaveLength(1);
    expect((await pessoaPorCpf(soDigitos(carla)))[0]).toMatchObject({ nome: 'Carla Dias', telefone: '2134567890', data_nascimento: '1985-02-01' });

    const rejeitadas = await linhas(id, 'rejeitada');
    expect(rejeitadas.map((l) => l.linha)).toEqual([3, 4, 5, 7, 9, 10]);
    expect(rejeitadas[0]).toEqual({
      linha: 3,
      situacao: 'rejeitada',
      dados: ['Daniel Reis', '123.456.789-00', 'daniel@example.com', '', '', '', ''],
      mensagens: [{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: 'CPF inválido.' }],
      registroId: null,
    });
    const [fabio] = await pessoaPorCpf(soDigitos(repetido));
    expect(await linhas(id, 'ignorada')).toEqual([
      expect.objectContaining({ linha: 8, registroId: fabio?.id, mensagens: [{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: `Já existe uma pessoa com este CPF (código ${fabio?.codigo}).` }] }),
    ]);

    const download = await t.chamar({ method: 'GET', url: `${URL_DA_IMPORTACAO}/${id}/rejeitadas.csv`, token: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toContain('attachment; filename="rejeitadas-pessoas.csv"');
    const texto = download.body;
    expect(texto.startsWith('\uFEFFnome;cpf;email;telefone;cidade;uf;nascimento;Erros\r\n')).toBe(true);
    const corpo = texto.slice(1).split('\r\n');
    expect(corpo[1]).toBe('Daniel Reis;123.456.789-00;daniel@example.com;;;;;CPF: CPF inválido.');
    // A cell a spreadsheet would run as a formula is neutralised.
    expect(corpo[4]).toBe(`"'=HIPERLINK(""http://mal.example"")";111.111.111-11;;;;;;CPF: CPF inválido.`);
    expect(corpo).toHaveLength(1 + 6 + 1);
  });
});

describe('other encodings and formats', () => {
  it('reads a Latin-1 CSV with a header in other words', async () => {
    const documento = cpf();
    const texto = csv([
      ['Nome Completo', 'Número do CPF', 'Município', 'Observação'],
      ['Joana Conceição', documento, 'São José dos Campos - SP', 'Ação social'],
    ]);
    const enviado = await enviarBem(t, admin, Buffer.from(texto, 'latin1'));
    expect(enviado.colunas).toEqual(['Nome Completo', 'Número do CPF', 'Município', 'Observação']);
    expect(enviado.mapeamentoSugerido).toEqual({ nome: 0, 'pessoaFisica.cpf': 1, cidade: 2, observacao: 3 });
    await iniciar(t, admin, enviado.id, enviado.mapeamentoSugerido);
    expect((await esperarFim(t, admin, enviado.id)).contagens.incluidas).toBe(1);
    const [joana] = await pessoaPorCpf(soDigitos(documento));
    expect(joana).toMatchObject({ nome: 'Joana Conceição', observacao: 'Ação social' });
  });

  it("reads an XLSX's first sheet: numbers that lost their leading zeros, dates, formulas", async () => {
    const livro = new ExcelJS.Workbook();
    const folha = livro.addWorksheet('Pessoas');
    livro.addWorksheet('Outra').addRow(['ignorada']);
    const comZero = `0${gerarCpf(random).slice(1, 9)}`;
    const cpfComZero = comZero + cpfCheckDigits(comZero);
    const outro = gerarCpf(random);
    folha.addRow(['Nome', 'CPF', 'Data de nascimento', 'E-mail']);
    folha.addRow(['Lia Prado', Number(cpfComZero), new Date(Date.UTC(1992, 6, 9)), { text: 'lia@example.com', hyperlink: 'mailto:lia@example.com' }]);
    folha.addRow([{ richText: [{ text: 'Marcos ' }, { text: 'Teixeira', font: { bold: true } }] }, outro, { formula: 'DATE(1980,1,2)', result: new Date(Date.UTC(1980, 0, 2)) }, '']);
    const conteudo = Buffer.from(await livro.xlsx.writeBuffer());
    const fim = await importar(t, admin, conteudo, { nome: 0, 'pessoaFisica.cpf': 1, 'pessoaFisica.dataNascimento': 2, emailPrincipal: 3 });
    expect(fim).toMatchObject({ formato: 'XLSX', colunas: ['Nome', 'CPF', 'Data de nascimento', 'E-mail'] });
    expect(fim.contagens).toMatchObject({ lidas: 2, incluidas: 2, rejeitadas: 0 });
    expect((await pessoaPorCpf(cpfComZero))[0]).toMatchObject({ nome: 'Lia Prado', data_nascimento: '1992-07-09', email_principal: 'lia@example.com' });
    expect((await pessoaPorCpf(outro))[0]).toMatchObject({ nome: 'Marcos Teixeira', data_nascimento: '1980-01-02' });
  });
});
