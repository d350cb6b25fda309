import type { ArquivoDaImportacao, ImportacaoResumo, LinhaDaPrevia, LinhaDoResultado, PreviaDaImportacao } from '../../../../src/shared/api/importacao.ts';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { formularioDoCadastro, TAGS_PESSOAS } from './support.tsx';

// Fixtures of the import pages' tests (not a test file itself).

export const ARQUIVO: ArquivoDaImportacao = {
  id: 5,
  nomeArquivo: 'cadastro.csv',
  formato: 'CSV',
  colunas: ['Nome', 'CPF', 'Fone', 'Apelido'],
  total: 3,
  amostra: [
    ['Ana Souza', '529.982.247-25', '(11) 3456-7890', 'Aninha'],
    ['Bruno Lima', '123.456.789-00', '', ''],
  ],
  mapeamentoSugerido: { nome: 0, 'pessoaFisica.cpf': 1 },
};

const linha = (n: number, nome: string, cpf: string, extra: Partial<LinhaDaPrevia> = {}): LinhaDaPrevia => ({
  linha: n,
  valores: { nome, 'pessoaFisica.cpf': cpf },
  erros: [],
  aviso: null,
  ...extra,
});

export const PREVIA: PreviaDaImportacao = {
  total: 3,
  validas: 2,
  invalidas: 1,
  ignoradas: 1,
  linhas: [
    linha(2, 'Ana Souza', '529.982.247-25'),
    linha(3, 'Bruno Lima', '123.456.789-00', { erros: [{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: 'CPF inválido.' }] }),
    linha(4, 'Carla Dias', '111.444.777-35', { aviso: 'Já existe uma pessoa com este CPF (código 12). A linha será ignorada.' }),
  ],
  comErros: [linha(3, 'Bruno Lima', '123.456.789-00', { erros: [{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: 'CPF inválido.' }] })],
};

export function tarefa(extra: Partial<TarefaResumo> = {}): TarefaResumo {
  return {
    id: 31,
    tipo: 'importacao.pessoas',
    titulo: 'Importação de pessoas',
    estado: 'fila',
    progresso: 0,
    mensagem: null,
    erro: null,
    link: null,
    criadaEm: '2026-03-10T13:00:00.000Z',
    atualizadaEm: '2026-03-10T13:00:00.000Z',
    ...extra,
  };
}

export function resumo(extra: Partial<ImportacaoResumo> = {}): ImportacaoResumo {
  return {
    id: 5,
    nomeArquivo: 'cadastro.csv',
    formato: 'CSV',
    estado: 'concluida',
    colunas: ARQUIVO.colunas,
    mapeamento: { nome: 0, 'pessoaFisica.cpf': 1 },
    contagens: { lidas: 3, incluidas: 1, ignoradas: 1, rejeitadas: 1, pendentes: 0 },
    tarefa: tarefa({ estado: 'concluida', progresso: 100, mensagem: '1 pessoa incluída, 1 ignorada (já cadastrada), 1 linha rejeitada.', atualizadaEm: '2026-03-10T13:00:05.000Z' }),
    criadaEm: '2026-03-10T13:00:00.000Z',
    concluidaEm: '2026-03-10T13:00:05.000Z',
    ...extra,
  };
}

export const REJEITADA: LinhaDoResultado = {
  linha: 3,
  dados: ['Bruno Lima', '123.456.789-00', '', ''],
  situacao: 'rejeitada',
  mensagens: [{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: 'CPF inválido.' }],
  registroId: null,
};

export const IGNORADA: LinhaDoResultado = {
  linha: 4,
  dados: ['Carla Dias', '111.444.777-35', '', ''],
  situacao: 'ignorada',
  mensagens: [{ campo: 'pessoaFisica.cpf', rotulo: 'CPF', mensagem: 'Já existe uma pessoa com este CPF (código 12).' }],
  registroId: 12,
};

export const paginaDe = (resultList: LinhaDoResultado[]) => ({ content: { resultList, hasMore: false, page: 1, rpp: 10, count: resultList.length, countExact: true, pageCount: 1 } });

type Handlers = Parameters<typeof stubFetch>[0];

/** The whole app at `path` with a session of `tags`, the register's screen (its import line) and the given calls answered. */
export function abrirImportacao(path: string, handlers: Handlers = {}, tags: readonly string[] = TAGS_PESSOAS) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas': { content: [] },
    ...formularioDoCadastro('gestaopessoas.pessoa'),
    ...handlers,
  });
  return { ...stub, ...renderApp(path) };
}
