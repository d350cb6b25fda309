import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../src/server/db/database.ts';
import type { GanchosDoModelo } from '../../../src/server/resources/index.ts';

// A catalogue for the engine's second stage (issue 15): a título with its installments in a
// child table (x-filhos), the installments listed on their own, resumos, period and range
// filters, parameter-only filters for the model's hook, and a list over a SQL view.

const ID = { type: 'integer', readOnly: true };

const tags = (recurso: string, escrita = true) => ({
  visualizar: `teste.${recurso}.visualizar`,
  ...(escrita ? { editar: `teste.${recurso}.editar`, excluir: `teste.${recurso}.excluir` } : {}),
});
const novasTags = (recurso: string, escrita = true) =>
  Object.entries(tags(recurso, escrita)).map(([acao, tag]) => ({ tag, descricao: `Teste: ${acao} ${recurso}.`, modulo: 'Testes' }));

export const MODELO_CENTRO = {
  $id: 'centro',
  title: 'Centro de custo',
  type: 'object',
  'x-unidade': true,
  'x-recurso': '/api/teste/centros',
  'x-exibicao': ['nome'],
  required: ['nome'],
  properties: { id: ID, nome: { type: 'string', title: 'Nome', maxLength: 60 } },
};

export const MODELO_TITULO = {
  $id: 'titulo',
  title: 'Título',
  type: 'object',
  'x-unidade': true,
  'x-recurso': '/api/teste/titulos',
  'x-exibicao': ['descricao'],
  required: ['descricao', 'valor'],
  properties: {
    id: ID,
    descricao: { type: 'string', title: 'Descrição', maxLength: 60 },
    valor: { type: 'number', title: 'Valor', 'x-tipo': 'money', minimum: 0 },
    emissao: { type: 'string', title: 'Emissão', format: 'date' },
    lancadoEm: { type: 'string', title: 'Lançado em', format: 'date-time' },
    situacao: { type: 'string', title: 'Situação', enum: ['ABERTO', 'PAGO'], 'x-opcoes': { ABERTO: 'Aberto', PAGO: 'Pago' } },
    parcelas: { type: 'array', title: 'Parcelas', 'x-filhos': { modelo: 'parcela', chave: 'titulo' } },
  },
};

export const MODELO_PARCELA = {
  $id: 'parcela',
  title: 'Parcela',
  type: 'object',
  'x-unidade': true,
  'x-recurso': '/api/teste/parcelas',
  required: ['titulo', 'vencimento', 'valor'],
  properties: {
    id: ID,
    titulo: { type: 'object', title: 'Título', 'x-ref': 'titulo' },
    vencimento: { type: 'string', title: 'Vencimento', format: 'date' },
    valor: { type: 'number', title: 'Valor', 'x-tipo': 'money', minimum: 0.01 },
    centro: { type: 'object', title: 'Centro de custo', 'x-ref': 'centro' },
    inicio: { type: 'string', title: 'Início', format: 'hora' },
    fim: { type: 'string', title: 'Fim', format: 'hora', 'x-posteriorA': 'inicio' },
  },
};

/** A view over the core table setor (created before the app starts, as a module's migration would). */
export const MODELO_SETOR_RESUMIDO = {
  $id: 'setorResumido',
  title: 'Setor resumido',
  type: 'object',
  'x-visao': 'vw_setor_teste',
  'x-unidade': true,
  'x-exibicao': ['nome'],
  properties: { id: ID, nome: { type: 'string', title: 'Nome' }, letras: { type: 'integer', title: 'Letras' }, ativo: { type: 'boolean', title: 'Ativo' } },
};

export const VISAO_SETOR = 'CREATE VIEW vw_setor_teste AS SELECT id, unidade_id, nome, length(nome) AS letras, ativo FROM setor';

export const TELA_CENTROS = {
  rota: { name: 'teste.centros', path: '/teste/centros' },
  titulo: 'Centros',
  recurso: '/api/teste/centros',
  modelo: 'centro',
  tags: tags('centro'),
  novasTags: novasTags('centro'),
  lista: { colunas: ['nome'] },
  formulario: { secoes: [{ nome: 'dados', campos: ['nome'] }] },
};

export const TELA_TITULOS = {
  rota: { name: 'teste.titulos', path: '/teste/titulos' },
  titulo: 'Títulos',
  recurso: '/api/teste/titulos',
  modelo: 'titulo',
  tags: tags('titulo'),
  novasTags: novasTags('titulo'),
  lista: {
    colunas: ['descricao', 'valor', 'emissao', 'situacao'],
    camposPesquisados: ['descricao'],
    ordenacaoPadrao: { campo: 'descricao' },
    resumos: [
      { nome: 'total', rotulo: 'Total', soma: 'valor' },
      { nome: 'quantidade', contagem: true },
      { nome: 'emAberto', rotulo: 'Em aberto', soma: 'valor', se: { field: 'situacao', op: 'eq', value: 'ABERTO' } },
    ],
  },
  filtro: {
    campos: [
      { campo: 'emissao', widget: 'periodo', titulo: 'Período' },
      { campo: 'lancadoEm', parametro: 'lancamento', widget: 'periodo' },
      { campo: 'valor', widget: 'intervalo' },
      'situacao',
      { parametro: 'acimaDe', titulo: 'Acima de', widget: 'q-input' },
      { parametro: 'comParcelas', titulo: 'Com parcelas', widget: 'q-checkbox' },
    ],
  },
  formulario: { secoes: [{ nome: 'dados', campos: ['descricao', 'valor', 'emissao', 'lancadoEm', 'situacao'] }, { nome: 'parcelas', campos: ['parcelas'] }] },
};

export const TELA_PARCELAS = {
  rota: { name: 'teste.parcelas', path: '/teste/parcelas' },
  titulo: 'Parcelas',
  recurso: '/api/teste/parcelas',
  modelo: 'parcela',
  tags: tags('parcela', false),
  novasTags: novasTags('parcela', false),
  lista: {
    colunas: ['titulo', 'vencimento', 'valor'],
    camposPesquisados: ['titulo'],
    ordenacaoPadrao: { campo: 'vencimento' },
    resumos: [{ nome: 'total', soma: 'valor' }],
  },
  filtro: { campos: [{ campo: 'vencimento', widget: 'periodo' }, 'titulo'] },
};

export const TELA_SETORES_RESUMIDOS = {
  rota: { name: 'teste.setoresresumidos', path: '/teste/setoresresumidos' },
  titulo: 'Setores resumidos',
  recurso: '/api/teste/setoresresumidos',
  modelo: 'setorResumido',
  tags: tags('setorresumido', false),
  novasTags: novasTags('setorresumido', false),
  lista: { colunas: ['nome', 'letras'], ordenacaoPadrao: { campo: 'letras', direcao: 'desc' }, resumos: [{ nome: 'letras', soma: 'letras' }, { nome: 'ativos', contagem: true, se: { field: 'ativo', op: 'eq', value: true } }] },
  filtro: { campos: [{ campo: 'letras', widget: 'intervalo' }] },
  // A row's action read by the module's ler hook (setorLido below), as a budget year is.
  acoes: [{ nome: 'conferir', rotulo: 'Conferir', tag: 'teste.setorresumido.visualizar', onde: ['linha'], disponivelSe: { field: 'letras', op: 'gt', value: 0 } }],
};

export const ARQUIVOS_DE_TITULOS: Record<string, unknown> = {
  'modelos/centro.json': MODELO_CENTRO,
  'modelos/titulo.json': MODELO_TITULO,
  'modelos/parcela.json': MODELO_PARCELA,
  'modelos/setorResumido.json': MODELO_SETOR_RESUMIDO,
  'telas/teste/centros.json': TELA_CENTROS,
  'telas/teste/titulos.json': TELA_TITULOS,
  'telas/teste/parcelas.json': TELA_PARCELAS,
  'telas/teste/setoresresumidos.json': TELA_SETORES_RESUMIDOS,
};

/** The título's hook: `comParcelas` keeps those with rows, `acimaDe` those worth more; each call's parameters are kept in `recebidos`. */
export function ganchosDeTitulos(recebidos: Record<string, unknown>[]): GanchosDoModelo {
  return {
    filtrar(ctx, parametros) {
      recebidos.push({ ...parametros });
      const condicoes: RawBuilder<unknown>[] = [];
      if (parametros['comParcelas'] === true) condicoes.push(sql`EXISTS (SELECT 1 FROM r_parcela AS p WHERE p.titulo_id = ${ctx.coluna('id')})`);
      const acima = Number(parametros['acimaDe']);
      if (typeof parametros['acimaDe'] === 'string' && Number.isFinite(acima)) condicoes.push(sql`${ctx.coluna('valor')} > ${acima}`);
      return condicoes;
    },
  };
}

/**
 * The view's rows as its module reads them for an action: any id is a row (an id the view lacks
 * reads as an empty one, with no letters), and conferir answers what it read.
 */
export const GANCHOS_DO_SETOR_RESUMIDO: GanchosDoModelo = {
  ler: async (ctx, id) => {
    const { rows } = await sql<Record<string, unknown>>`SELECT id, nome, letras FROM vw_setor_teste WHERE id = ${id} AND unidade_id = ${ctx.sessao.unidadeId}`.execute(ctx.trx);
    return rows[0] ?? { id, nome: '', letras: 0 };
  },
  acoes: { conferir: async (_ctx, id) => ({ conteudo: { conferido: id }, mensagem: 'Conferido.' }) },
};

export const criarVisaoDeSetores = async (db: Db): Promise<void> => {
  await sql.raw(VISAO_SETOR).execute(db);
};
