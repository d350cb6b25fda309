import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { csv, importacaoEm } from './ajudantes.ts';

// The engine's import on two real screens, each by its descriptor's line alone: the profissões of
// the people register (institution-wide, key descricao) and the sectors (per unit, key nome). The
// same file judged by the form's rules, previewed, imported once, and a second time creating nothing.

let t: AppDeTeste;
let admin: string;
let operador: string;
let arquiteta: number;

const profissoes = () => importacaoEm(t, '/api/pessoas/profissoes/importacao');
const setores = () => importacaoEm(t, '/api/setores/importacao');
const profissao = (descricao: string) => t.db.selectFrom('r_profissao').selectAll().where('descricao', '=', descricao).execute();

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  operador = await t.entrar('operador');
  const criada = await t.chamar({ method: 'POST', url: '/api/pessoas/profissoes', token: admin, payload: { descricao: 'Arquiteta de Soluções' } });
  arquiteta = criada.json<{ content: { id: number } }>().content.id;
});
afterAll(() => t.fechar());

describe('the profissões import', () => {
  const arquivo = csv([
    ['Descrição', 'Ativo'],
    ['Cientista de Dados', 'Sim'],
    ['  cientista de dados ', ''],
    ['ARQUITETA DE SOLUCOES', 'não'],
    ['', 'Sim'],
    ['x'.repeat(121), 'Sim'],
    ['Bibliotecária', 'talvez'],
    ['Bibliotecária', 'Não'],
  ]);
  let id = 0;

  it('suggests the columns by header and previews each row with the form rules and the key', async () => {
    const enviado = await profissoes().enviarBem(admin, arquivo, 'profissoes.csv');
    id = enviado.id;
    expect(enviado).toMatchObject({ colunas: ['Descrição', 'Ativo'], total: 7, mapeamentoSugerido: { descricao: 0, ativo: 1 } });
    const vista = await profissoes().previa(admin, id, enviado.mapeamentoSugerido);
    expect(vista).toMatchObject({ total: 7, validas: 4, invalidas: 3, ignoradas: 2 });
    expect(Object.fromEntries(vista.linhas.map((l) => [l.linha, [...l.erros.map((e) => `${e.rotulo}: ${e.mensagem}`), ...(l.aviso ? [l.aviso] : [])]]))).toEqual({
      2: [],
      3: ['O valor de Descrição repete o da linha 2. A linha será ignorada.'],
      4: ['Já existe um registro com este valor. A linha será ignorada.'],
      5: ['Descrição: Preenchimento obrigatório.'],
      6: ['Descrição: Tamanho máximo de 120 excedido.'],
      7: ['Ativo: Valor inválido.'],
      8: [],
    });
    expect(vista.linhas[1]?.valores).toEqual({ descricao: 'cientista de dados' });
  });

  it('refuses a mapping without the required key, and a start with invalid rows not skipped', async () => {
    const r = await t.chamar({ method: 'POST', url: `/api/pessoas/profissoes/importacao/${id}/previa`, token: admin, payload: { mapeamento: { ativo: 1 } } });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'mapeamento.descricao', message: 'Preenchimento obrigatório.' }] });
    const inicio = await t.chamar({ method: 'POST', url: `/api/pessoas/profissoes/importacao/${id}/iniciar`, token: admin, payload: { mapeamento: { descricao: 0, ativo: 1 } } });
    expect(inicio.statusCode).toBe(422);
    expect(inicio.json()).toEqual({ message: '3 linhas têm erros. Corrija o arquivo ou escolha ignorar as linhas inválidas.' });
  });

  it('imports the valid rows once, in the background, with its notice, the ignored rows pointing at the records', async () => {
    const tarefa = await profissoes().iniciar(admin, id, { descricao: 0, ativo: 1 }, true);
    expect(tarefa).toMatchObject({ tipo: 'importacao.pessoas.profissoes', titulo: 'Importação de profissões' });
    const fim = await profissoes().esperarFim(admin, id);
    expect(fim.contagens).toEqual({ lidas: 7, incluidas: 2, ignoradas: 2, rejeitadas: 3, pendentes: 0 });
    expect(fim.tarefa?.mensagem).toBe('2 profissões incluídas, 2 ignoradas (já cadastradas), 3 linhas rejeitadas.');

    const [cientista] = await profissao('Cientista de Dados');
    expect(cientista).toMatchObject({ ativo: true });
    expect(await profissao('Bibliotecária')).toEqual([expect.objectContaining({ ativo: false })]);
    expect(await profissoes().linhas(admin, id, 'ignorada')).toEqual([
      expect.objectContaining({ linha: 3, registroId: cientista?.id, mensagens: [{ campo: 'descricao', rotulo: 'Descrição', mensagem: 'Já existe um registro com este valor.' }] }),
      expect.objectContaining({ linha: 4, registroId: arquiteta }),
    ]);
    const auditoria = await t.db.selectFrom('auditoria').select('alteracoes').where('entidade', '=', 'profissao').where('entidade_id', '=', String(cientista?.id)).executeTakeFirstOrThrow();
    expect(auditoria.alteracoes).toMatchObject({ descricao: { de: null, para: 'Cientista de Dados' }, importacao: { de: null, para: { id, linha: 2 } } });

    const download = await t.chamar({ method: 'GET', url: `/api/pessoas/profissoes/importacao/${id}/rejeitadas.csv`, token: admin });
    expect(download.headers['content-disposition']).toContain('filename="rejeitadas-profissoes.csv"');
    const linhas = download.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(linhas[0]).toBe('Descrição;Ativo;Erros');
    expect(linhas[3]).toBe('Bibliotecária;talvez;Ativo: Valor inválido.');
  });

  it('imported again creates nothing', async () => {
    const fim = await profissoes().importar(admin, arquivo, { descricao: 0, ativo: 1 }, true);
    expect(fim.contagens).toEqual({ lidas: 7, incluidas: 0, ignoradas: 4, rejeitadas: 3, pendentes: 0 });
    expect(await profissao('Cientista de Dados')).toHaveLength(1);
  });

  it('is closed to who lacks its tag, and reaches only its own imports', async () => {
    const r = await profissoes().enviar(operador, arquivo);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    const deSetores = await setores().enviarBem(admin, csv([['Nome'], ['Almoxarifado']]));
    for (const url of [`/api/pessoas/profissoes/importacao/${deSetores.id}`, `/api/pessoas/importacao/${id}`]) {
      const outra = await t.chamar({ method: 'GET', url, token: admin });
      expect(outra.statusCode, url).toBe(404);
      expect(outra.json()).toEqual({ message: 'Importação não encontrada.' });
    }
  });
});

describe('the sectors import', () => {
  it("imports into the session's unit: a name another unit holds is no duplicate here", async () => {
    const sede = await idDaUnidade(t.db, 'Sede');
    const fim = await setores().importar(admin, csv([['Setor'], ['financeiro'], ['Atendimento'], ['Jurídico']]), { nome: 0 });
    expect(fim.contagens).toEqual({ lidas: 3, incluidas: 2, ignoradas: 1, rejeitadas: 0, pendentes: 0 });
    expect(fim.tarefa?.mensagem).toBe('2 setores incluídos, 1 ignorado (já cadastrado), 0 linhas rejeitadas.');
    const criados = await t.db.selectFrom('setor').select(['nome', 'unidade_id']).where('nome', 'in', ['Atendimento', 'Jurídico']).orderBy('nome').execute();
    expect(criados).toEqual([
      { nome: 'Atendimento', unidade_id: await idDaUnidade(t.db, 'Unidade Norte') },
      { nome: 'Atendimento', unidade_id: sede },
      { nome: 'Jurídico', unidade_id: sede },
    ]);
  });
});
