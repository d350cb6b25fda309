import ExcelJS from 'exceljs';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarArquivos } from '../../../../src/server/arquivos.ts';
import type { PessoaTable } from '../../../../src/server/db/schema.ts';
import { comTarefas } from '../../../../src/server/jobs/tabelas.ts';
import type { ContextoDaTarefa } from '../../../../src/server/jobs/tipos.ts';
import { reservarCodigos } from '../../../../src/server/modules/pessoas/codigo.ts';
import { relatorioDeAniversariantes, type ParametrosDosAniversariantes } from '../../../../src/server/modules/pessoas/relatorios/aniversariantes.ts';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { textoDoPdf } from '../../../support/pdf.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { conectarEApresentar, encerrar, escutar, type ClienteDeTeste } from '../../realtime/cliente-mqtt.ts';

// The people register's reports against the real app, its job queue and the demo seed, plus
// test people whose names no seeded person has (Zeferino, Aniv, Xmassa).

const CADASTRADAS = '/api/relatorios/pessoascadastradas';
const ANIVERSARIANTES = '/api/relatorios/aniversariantes';
const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';
const FORMULA = '=HIPERLINK("http://mal.example";"clique") Zeferino';

let t: AppDeTeste;
let admin: string;
let vivo: ClienteDeTeste;
const ids = { sede: 0, norte: 0, grupo: 0, situacao: 0, cidade: 0 };
let cidade = '';

async function inserir(p: Partial<Insertable<PessoaTable>> & { nome: string; unidade_id: number }, grupo?: number): Promise<number> {
  const codigo = await reservarCodigos(t.db, p.unidade_id);
  const { id } = await t.db.insertInto('pessoa').values({ codigo, papel_pessoa_fisica: true, ...p }).returning('id').executeTakeFirstOrThrow();
  if (grupo !== undefined) await t.db.insertInto('pessoa_grupo').values({ pessoa_id: id, grupo_id: grupo }).execute();
  return id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  ids.sede = await idDaUnidade(t.db, 'Sede');
  ids.norte = await idDaUnidade(t.db, 'Unidade Norte');
  ids.grupo = (await t.db.insertInto('r_grupo_pessoa').values({ descricao: 'Grupo do relatório' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.situacao = (await t.db.insertInto('r_situacao_pessoa').values({ descricao: 'Situação do relatório' }).returning('id').executeTakeFirstOrThrow()).id;
  const c = await t.db.selectFrom('cidade as c').innerJoin('estado as e', 'e.id', 'c.estado_id').select(['c.id', 'c.nome', 'e.uf']).orderBy('c.id').executeTakeFirstOrThrow();
  ids.cidade = c.id;
  cidade = `${c.nome} - ${c.uf}`;
  const sede = ids.sede;
  await inserir({
    nome: 'Zeferino Alfa', unidade_id: sede, cpf: '52998224725', telefone: '1133334444', celular: '11988887777',
    email_principal: 'alfa@exemplo.org', cidade_id: ids.cidade, situacao_id: ids.situacao,
  });
  await inserir({ nome: 'Zeferino Beta Ltda', unidade_id: sede, papel_pessoa_fisica: false, papel_pessoa_juridica: true, cnpj: '11222333000181', fornecedor: true });
  await inserir({ nome: FORMULA, unidade_id: sede });
  await inserir({ nome: 'Zeferino Inativo', unidade_id: sede, ativo: false });
  await inserir({ nome: 'Zeferino do Norte', unidade_id: ids.norte });
  // Birthdays: across the new year, two on one day (name order), 29 February, and those never listed.
  const g = ids.grupo;
  await inserir({ nome: 'Aniv Dezembro', unidade_id: sede, data_nascimento: '1990-12-25', telefone: '1133334444' }, g);
  await inserir({ nome: 'Aniv Janeiro', unidade_id: sede, data_nascimento: '2000-01-05', email_principal: 'jan@exemplo.org' }, g);
  await inserir({ nome: 'Aniv Ana', unidade_id: sede, data_nascimento: '1950-01-05', situacao_id: ids.situacao }, g);
  await inserir({ nome: 'Aniv Bissexto', unidade_id: sede, data_nascimento: '2000-02-29' }, g);
  await inserir({ nome: 'Aniv Fora', unidade_id: sede, data_nascimento: '1990-06-15' }, g);
  await inserir({ nome: 'Aniv Juridica', unidade_id: sede, papel_pessoa_fisica: false, papel_pessoa_juridica: true, data_nascimento: '1990-12-26' }, g);
  await inserir({ nome: 'Aniv Inativa', unidade_id: sede, ativo: false, data_nascimento: '1990-12-27' }, g);
  await inserir({ nome: 'Aniv Norte', unidade_id: ids.norte, data_nascimento: '1990-12-28' }, g);
  admin = await t.entrarNaUnidade('admin', 'Sede');
  vivo = await conectarEApresentar(await escutar(t.app), admin);
});
afterAll(async () => {
  await encerrar(vivo);
  await t.fechar();
});

async function emitir(url: string, corpo: object, token = admin): Promise<TarefaResumo> {
  const r = await t.chamar({ method: 'POST', url, token, payload: corpo });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().message).toBe(SOLICITADO);
  return r.json<{ content: TarefaResumo }>().content;
}

async function baixar(link: string, token: string): Promise<Buffer> {
  const derivado = await t.chamar({ method: 'POST', url: '/api/authtokens', token, payload: { recurso: link } });
  const authtoken = derivado.json<{ content: { authtoken: string } }>().content.authtoken;
  const download = await t.chamar({ method: 'GET', url: `${link}?authtoken=${encodeURIComponent(authtoken)}` });
  expect(download.statusCode).toBe(200);
  return download.rawPayload;
}

/** Waits for the job's end notice (a report notice) and downloads the file its link opens. */
/** The job's notice on the live channel, then its file. `espera`: how long the job may take (a big report, a loaded machine). */
async function arquivoDoAviso(tarefa: TarefaResumo, espera = 30_000): Promise<{ msg: string | undefined; corpo: Buffer }> {
  const aviso = await vivo.esperar((m) => m.type === 'AVISO' && m.content.tarefaId === tarefa.id, espera);
  if (aviso.type !== 'AVISO' || aviso.content.link === undefined) throw new Error(`aviso sem link: ${JSON.stringify(aviso)}`);
  expect(aviso.content).toMatchObject({ tipo: 'RELATORIO', title: tarefa.titulo });
  return { msg: aviso.content.msg, corpo: await baixar(aviso.content.link, admin) };
}

async function folhaDe(corpo: Buffer): Promise<ExcelJS.Worksheet> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(corpo as unknown as ExcelJS.Buffer);
  const folha = livro.worksheets[0];
  if (folha === undefined) throw new Error('planilha vazia');
  return folha;
}

async function planilha(corpo: Buffer): Promise<ExcelJS.CellValue[][]> {
  const folha = await folhaDe(corpo);
  const linhas: ExcelJS.CellValue[][] = [];
  folha.eachRow({ includeEmpty: true }, (row, n) => (linhas[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1)));
  return Array.from(linhas, (l) => l ?? []);
}

/** The rows between the header (first cell `primeira`) and the blank row before the totals. */
function dados(linhas: ExcelJS.CellValue[][], primeira: string): { cabecalho: ExcelJS.CellValue[]; corpo: ExcelJS.CellValue[][]; totais: ExcelJS.CellValue[][] } {
  const i = linhas.findIndex((l) => l[0] === primeira);
  const fim = linhas.findIndex((l, j) => j > i && l.length === 0);
  return { cabecalho: linhas[i] ?? [], corpo: linhas.slice(i + 1, fim), totais: linhas.slice(fim + 1).filter((l) => l.length > 0) };
}

const tarefasDoUsuario = async (login: string) =>
  Number(
    (
      await comTarefas(t.db)
        .selectFrom('tarefa')
        .innerJoin('usuario', 'usuario.id', 'tarefa.usuario_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('usuario.login', '=', login)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('access', () => {
  it('needs a session and gestaopessoas.pessoa.imprimir', async () => {
    expect((await t.chamar({ method: 'POST', url: CADASTRADAS, payload: {} })).statusCode).toBe(401);
    await criarUsuario(t.db, { login: 'leitora', unidadeIds: [ids.sede], tags: ['gestaopessoas.pessoa.visualizar', 'financeiro.fornecedor.visualizar'] });
    const leitora = await t.entrar('leitora');
    for (const [url, corpo] of [
      [CADASTRADAS, {}],
      [ANIVERSARIANTES, { dataInicial: '2026-03-01', dataFinal: '2026-03-31', formato: 'PDF' }],
    ] as const) {
      const r = await t.chamar({ method: 'POST', url, token: leitora, payload: corpo });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    }
    expect(await tarefasDoUsuario('leitora')).toBe(0);
  });

  it('lets operador (Sede only) print, and the file holds people of Sede only', async () => {
    const operador = await t.entrar('operador');
    const tarefa = await emitir(CADASTRADAS, { q: 'zeferino', formato: 'XLSX' }, operador);
    expect(tarefa).toMatchObject({ tipo: 'relatorio.pessoas.cadastradas', titulo: 'Pessoas cadastradas', estado: 'fila' });
    let resumo = tarefa;
    for (let i = 0; i < 100 && resumo.estado !== 'concluida' && resumo.estado !== 'falhou'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      resumo = (await t.chamar({ method: 'GET', url: `/api/tarefas/${tarefa.id}`, token: operador })).json<{ content: TarefaResumo }>().content;
    }
    expect(resumo).toMatchObject({ estado: 'concluida', mensagem: '3 pessoas no relatório.' });
    const nomes = dados(await planilha(await baixar(resumo.link ?? '', operador)), 'Código').corpo.map((l) => l[1]);
    expect(nomes).toEqual([`'${FORMULA}`, 'Zeferino Alfa', 'Zeferino Beta Ltda']);
  });
});

describe('refusals', () => {
  it.each([
    [CADASTRADAS, { formato: 'CSV' }, [{ field: 'formato', message: 'Valor inválido.' }]],
    [CADASTRADAS, { q: { $ne: 1 } }, [{ field: 'q', message: 'Valor inválido.' }]],
    [CADASTRADAS, { situacoes: ['ativa'] }, [{ field: 'situacoes.0', message: 'Valor inválido.' }]],
    [CADASTRADAS, { papelPessoaFisica: 'sim' }, [{ field: 'papelPessoaFisica', message: 'Valor inválido.' }]],
    [CADASTRADAS, { q: 'silva', ordem: 'nome' }, [{ field: 'ordem', message: 'Campo não permitido.' }]],
    [CADASTRADAS, { cpf: "' OR 1=1 --" }, [{ field: 'cpf', message: 'CPF inválido.' }]],
    [CADASTRADAS, { cnpj: '--' }, [{ field: 'cnpj', message: 'CNPJ inválido.' }]],
    [ANIVERSARIANTES, { dataInicial: '2026-03-01', formato: 'PDF' }, [{ field: 'dataFinal', message: 'Preenchimento obrigatório.' }]],
    [ANIVERSARIANTES, { dataInicial: '2026-03-31', dataFinal: '2026-03-01', formato: 'XLSX' }, [{ field: 'dataFinal', message: 'A data final deve ser igual ou posterior à data inicial.' }]],
    [ANIVERSARIANTES, { dataInicial: '2026-01-01', dataFinal: '2027-01-02', formato: 'XLSX' }, [{ field: 'dataFinal', message: 'O período pode ter no máximo 366 dias.' }]],
    [ANIVERSARIANTES, { dataInicial: '2026-02-30', dataFinal: '2026-03-01', formato: 'PDF' }, [{ field: 'dataInicial', message: 'Data inválida.' }]],
    [ANIVERSARIANTES, { dataInicial: '2026-03-01', dataFinal: '2026-03-31', formato: 'PDF', grupos: 'todos' }, [{ field: 'grupos', message: 'Valor inválido.' }]],
    [ANIVERSARIANTES, { dataInicial: '2026-03-01', dataFinal: '2026-03-31', formato: 'PDF', cidadeId: 1 }, [{ field: 'cidadeId', message: 'Campo não permitido.' }]],
  ])('%s refuses %j with a 422 and queues nothing', async (url, corpo, errors) => {
    const antes = await tarefasDoUsuario('admin');
    const r = await t.chamar({ method: 'POST', url, token: admin, payload: corpo });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
    expect(await tarefasDoUsuario('admin')).toBe(antes);
  });

  it('refuses a 10 MB body in pt-BR and queues nothing', async () => {
    const antes = await tarefasDoUsuario('admin');
    for (const url of [CADASTRADAS, ANIVERSARIANTES]) {
      const r = await t.chamar({ method: 'POST', url, token: admin, payload: { q: 'x'.repeat(10 * 1024 * 1024) } });
      expect(r.statusCode).toBe(413);
      expect(r.json()).toEqual({ message: 'O conteúdo enviado excede o tamanho permitido.' });
    }
    expect(await tarefasDoUsuario('admin')).toBe(antes);
  });
});

describe('Pessoas cadastradas', () => {
  it('is a PDF by default, with the unit and the filter on top, ending in a report notice', async () => {
    const tarefa = await emitir(CADASTRADAS, { q: 'zeferino' });
    const { msg, corpo } = await arquivoDoAviso(tarefa);
    expect(msg).toBe('3 pessoas no relatório.');
    expect(corpo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texto = textoDoPdf(corpo);
    expect(texto).toContain('Pessoas cadastradas');
    expect(texto).toContain('Unidade: Sede');
    expect(texto).toContain('Filtros: Pesquisa: zeferino');
    expect(texto).toContain('Zeferino Alfa');
    expect(texto).not.toContain('Zeferino do Norte');
  });

  it('as XLSX: the columns, the filtered people of this unit only, in name order, formulas neutralised', async () => {
    const { msg, corpo } = await arquivoDoAviso(await emitir(CADASTRADAS, { q: 'zeferino', formato: 'XLSX' }));
    expect(msg).toBe('3 pessoas no relatório.');
    const linhas = await planilha(corpo);
    expect(linhas.slice(0, 3).map((l) => l[0])).toEqual(['Pessoas cadastradas', 'Unidade: Sede', 'Filtros: Pesquisa: zeferino']);
    const { cabecalho, corpo: pessoas, totais } = dados(linhas, 'Código');
    expect(cabecalho).toEqual(['Código', 'Nome', 'Tipo', 'CPF/CNPJ', 'Telefone/Celular', 'E-mail', 'Cidade - UF', 'Situação']);
    expect(pessoas.map((l) => l[1])).toEqual([`'${FORMULA}`, 'Zeferino Alfa', 'Zeferino Beta Ltda']);
    expect(pessoas[1]?.slice(1)).toEqual(['Zeferino Alfa', 'Física', '529.982.247-25', '(11) 3333-4444 / (11) 98888-7777', 'alfa@exemplo.org', cidade, 'Situação do relatório']);
    expect(typeof pessoas[1]?.[0]).toBe('number');
    expect(pessoas[2]?.slice(2, 4)).toEqual(['Jurídica', '11.222.333/0001-81']);
    expect(totais).toEqual([['Pessoas', 3]]);
    // The streamed sheet keeps the header frozen and filterable, as the buffered one does.
    const folha = await folhaDe(corpo);
    expect(folha.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });
    expect(folha.getRow(6).getCell(1).value).toBe('Código');
    expect(folha.getRow(6).font).toMatchObject({ bold: true });
  });

  it('applies the other filters of the list: role, city, situation', async () => {
    const { corpo } = await arquivoDoAviso(
      await emitir(CADASTRADAS, { q: 'zeferino', papelPessoaFisica: true, cidadeId: ids.cidade, situacoes: [ids.situacao], formato: 'XLSX', fields: 'id,nome' }),
    );
    const linhas = await planilha(corpo);
    expect(linhas[2]?.[0]).toBe(`Filtros: Pesquisa: zeferino; Cidade: ${cidade}; Situação: Situação do relatório; Pessoas Físicas`);
    expect(dados(linhas, 'Código').corpo.map((l) => l[1])).toEqual(['Zeferino Alfa']);
  });

  it('caps the PDF at 5,000 people and says so; the spreadsheet has every one', { timeout: 120_000 }, async () => {
    await sql`
      INSERT INTO pessoa (unidade_id, codigo, nome, papel_pessoa_fisica)
      SELECT ${ids.sede}, 900000 + n, 'Xmassa ' || lpad(n::text, 5, '0'), true FROM generate_series(1, 5001) AS n`.execute(t.db);
    const aviso = 'O PDF traz as primeiras 5.000 pessoas; emita a planilha para todas.';
    // 5,001 people in each file: the two jobs share the test's two minutes.
    const pdf = await arquivoDoAviso(await emitir(CADASTRADAS, { q: 'xmassa' }), 55_000);
    expect(pdf.msg).toBe(aviso);
    const texto = textoDoPdf(pdf.corpo);
    expect(texto).toContain(aviso);
    expect(texto).toContain('Xmassa 05000');
    expect(texto).not.toContain('Xmassa 05001');

    const xlsx = await arquivoDoAviso(await emitir(CADASTRADAS, { q: 'xmassa', formato: 'XLSX' }), 55_000);
    expect(xlsx.msg).toBe('5.001 pessoas no relatório.');
    const { corpo, totais } = dados(await planilha(xlsx.corpo), 'Código');
    expect(corpo).toHaveLength(5001);
    expect(corpo.at(-1)?.[1]).toBe('Xmassa 05001');
    expect(totais).toEqual([['Pessoas', 5001]]);
  });
});

describe('Aniversariantes do período', () => {
  const utc = (data: string) => new Date(`${data}T00:00:00.000Z`);

  it('across the new year: by day then name, with the age completed; only active physical persons of the unit', async () => {
    const periodo = { dataInicial: '2026-12-20', dataFinal: '2027-01-10' };
    const { msg, corpo } = await arquivoDoAviso(await emitir(ANIVERSARIANTES, { ...periodo, formato: 'XLSX', grupos: [ids.grupo] }));
    expect(msg).toBe('3 aniversariantes no relatório.');
    const linhas = await planilha(corpo);
    expect(linhas.slice(0, 4).map((l) => l[0])).toEqual(['Aniversariantes do período', 'Unidade: Sede', 'Período: 20/12/2026 a 10/01/2027', 'Grupos: Grupo do relatório']);
    const { cabecalho, corpo: aniversariantes, totais } = dados(linhas, 'Dia');
    expect(cabecalho).toEqual(['Dia', 'Nome', 'Idade que completa', 'Telefone/Celular', 'E-mail']);
    expect(aniversariantes).toEqual([
      [utc('2026-12-25'), 'Aniv Dezembro', 36, '(11) 3333-4444'],
      [utc('2027-01-05'), 'Aniv Ana', 77],
      [utc('2027-01-05'), 'Aniv Janeiro', 27, undefined, 'jan@exemplo.org'],
    ]);
    expect(totais).toEqual([['Aniversariantes', 3]]);
  });

  it('lists one born on 29 February on the 28th in a common year', async () => {
    const { corpo } = await arquivoDoAviso(await emitir(ANIVERSARIANTES, { dataInicial: '2027-02-01', dataFinal: '2027-02-28', formato: 'XLSX', grupos: [ids.grupo] }));
    expect(dados(await planilha(corpo), 'Dia').corpo).toEqual([[utc('2027-02-28'), 'Aniv Bissexto', 27]]);
  });

  it('filters by situation, as a PDF', async () => {
    const { msg, corpo } = await arquivoDoAviso(await emitir(ANIVERSARIANTES, { dataInicial: '2027-01-01', dataFinal: '2027-01-31', formato: 'PDF', situacoes: [ids.situacao] }));
    expect(msg).toBe('1 aniversariante no relatório.');
    const texto = textoDoPdf(corpo);
    expect(texto).toContain('Situação: Situação do relatório');
    expect(texto).toContain('Aniv Ana');
    expect(texto).not.toContain('Aniv Janeiro');
  });

  it("never lists another unit's people", async () => {
    const { corpo } = await arquivoDoAviso(await emitir(ANIVERSARIANTES, { dataInicial: '2026-12-01', dataFinal: '2026-12-31', formato: 'XLSX' }));
    const nomes = dados(await planilha(corpo), 'Dia').corpo.map((l) => l[1]);
    expect(nomes).toContain('Aniv Dezembro');
    expect(nomes).not.toContain('Aniv Norte');
    expect(nomes).not.toContain('Aniv Juridica');
    expect(nomes).not.toContain('Aniv Inativa');
  });

  it('resumes after a process killed mid-walk without repeating or losing a row', async () => {
    const dono = await t.db.selectFrom('usuario').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const db = comTarefas(t.db);
    const parametros: ParametrosDosAniversariantes = { dataInicial: '2026-12-20', dataFinal: '2027-01-10', formato: 'XLSX', grupos: [ids.grupo], soFornecedores: false };
    const { id: tarefaId } = await db
      .insertInto('tarefa')
      .values({ tipo: 'relatorio.pessoas.aniversariantes', usuario_id: dono.id, unidade_id: ids.sede, parametros: JSON.stringify(parametros) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One candidate per step: Ana (day 16) and Janeiro (day 16) land in parts of different steps.
    const relatorio = relatorioDeAniversariantes(criarArquivos(t.db, t.config.dataDir), () => new Date(), { lote: 1 });
    const salvo: { ponto: unknown } = { ponto: null };
    const contexto = (morreNoPasso: number): ContextoDaTarefa<ParametrosDosAniversariantes> => {
      let passos = 0;
      return {
        tarefaId,
        usuarioId: dono.id,
        unidadeId: ids.sede,
        parametros,
        get ponto() {
          return salvo.ponto;
        },
        db,
        async passo(escrever) {
          const { ponto } = await db.transaction().execute(async (trx) => {
            const passo = await escrever(trx);
            // The process dies after the step's writes, before its commit: they roll back.
            if (++passos === morreNoPasso) throw new Error('processo morto');
            return passo;
          });
          salvo.ponto = ponto;
        },
        progresso: async () => undefined,
      };
    };
    await expect(relatorio.executar(contexto(4))).rejects.toThrow('processo morto');
    expect(salvo.ponto).toMatchObject({ lote: 2, fim: false });
    const resultado = await relatorio.executar(contexto(0));
    expect(resultado.mensagem).toBe('3 aniversariantes no relatório.');
    const arquivo = await criarArquivos(t.db, t.config.dataDir).ler(resultado.arquivoId ?? 0);
    const nomes = dados(await planilha(arquivo?.conteudo ?? Buffer.alloc(0)), 'Dia').corpo.map((l) => l[1]);
    expect(nomes).toEqual(['Aniv Dezembro', 'Aniv Ana', 'Aniv Janeiro']);
    expect(await db.selectFrom('tarefa_parte').select('ordem').where('tarefa_id', '=', tarefaId).execute()).toEqual([]);
  });
});
