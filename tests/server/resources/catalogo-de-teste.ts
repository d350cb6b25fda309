// A catalogue made for the engine's tests: every column type, references to a served model
// (categoria) and to a core table (setor), a reversible model (lancamento), a json column.

const ID = { type: 'integer', readOnly: true };
const ATIVO = { type: 'boolean', title: 'Ativo', default: true };

const tags = (recurso: string) => ({
  visualizar: `teste.${recurso}.visualizar`,
  editar: `teste.${recurso}.editar`,
  excluir: `teste.${recurso}.excluir`,
});
const novasTags = (recurso: string) =>
  Object.entries(tags(recurso)).map(([acao, tag]) => ({ tag, descricao: `Teste: ${acao} ${recurso}.`, modulo: 'Testes' }));

export const MODELO_CATEGORIA = {
  $id: 'categoria',
  title: 'Categoria',
  type: 'object',
  'x-unidade': true,
  'x-recurso': '/api/teste/categorias',
  'x-exibicao': ['descricao'],
  required: ['descricao'],
  properties: { id: ID, descricao: { type: 'string', title: 'Descrição', maxLength: 60 }, ativo: ATIVO },
};

export const MODELO_LANCAMENTO = {
  $id: 'lancamento',
  title: 'Lançamento',
  type: 'object',
  'x-unidade': true,
  'x-estornavel': true,
  required: ['descricao', 'valor', 'categoria'],
  properties: {
    id: ID,
    descricao: { type: 'string', title: 'Descrição', maxLength: 60 },
    valor: { type: 'number', title: 'Valor', 'x-tipo': 'money', minimum: 0.01 },
    data: { type: 'string', title: 'Data', format: 'date' },
    vencimentoEm: { type: 'string', title: 'Vencimento', format: 'date-time' },
    categoria: { type: 'object', title: 'Categoria', 'x-ref': 'categoria' },
    setor: { type: 'object', title: 'Setor', 'x-ref': 'setor' },
    situacao: { type: 'string', title: 'Situação', enum: ['ABERTO', 'PAGO'], 'x-opcoes': { ABERTO: 'Aberto', PAGO: 'Pago' } },
    observacao: { type: ['string', 'null'], title: 'Observação', maxLength: 200 },
    quantidade: { type: 'integer', title: 'Quantidade', minimum: 0 },
    etiquetas: { type: 'array', title: 'Etiquetas', items: { type: 'string' } },
    detalhes: { type: 'object', title: 'Detalhes', properties: { nota: { type: 'string', title: 'Nota' } } },
    ativo: ATIVO,
  },
};

export const MODELO_SETOR = {
  $id: 'setor',
  title: 'Setor',
  type: 'object',
  'x-tabela': 'setor',
  'x-unidade': true,
  'x-exibicao': ['nome'],
  properties: { id: ID, nome: { type: 'string', title: 'Nome', maxLength: 120 }, ativo: ATIVO },
};

export const TELA_CATEGORIAS = {
  rota: { name: 'teste.categorias', path: '/teste/categorias' },
  titulo: 'Categorias',
  recurso: '/api/teste/categorias',
  modelo: 'categoria',
  tags: tags('categoria'),
  novasTags: novasTags('categoria'),
  lista: { colunas: ['descricao'], camposPesquisados: ['descricao'] },
  formulario: { secoes: [{ nome: 'dados', campos: ['descricao', 'ativo'] }] },
};

export const TELA_LANCAMENTOS = {
  rota: { name: 'teste.lancamentos', path: '/teste/lancamentos' },
  titulo: 'Lançamentos',
  recurso: '/api/teste/lancamentos',
  modelo: 'lancamento',
  tags: tags('lancamento'),
  novasTags: novasTags('lancamento'),
  lista: {
    colunas: ['descricao', 'valor', 'data', 'categoria', { campo: 'etiquetas', ordenavel: false }],
    camposPesquisados: ['descricao', 'categoria'],
    ordenacaoPadrao: { campo: 'data', direcao: 'desc' },
  },
  filtro: { campos: ['categoria', 'situacao', 'data', { campo: 'ativo', widget: 'o-select', opcoes: [{ valor: true, rotulo: 'Ativos' }] }] },
  formulario: {
    secoes: [
      { nome: 'principal', campos: ['descricao', 'valor', 'data', 'vencimentoEm', 'categoria', 'setor', 'situacao'] },
      { nome: 'extra', campos: ['observacao', 'quantidade', 'etiquetas', 'detalhes.nota'] },
    ],
  },
};

export const ARQUIVOS_DE_TESTE: Record<string, unknown> = {
  'modelos/categoria.json': MODELO_CATEGORIA,
  'modelos/lancamento.json': MODELO_LANCAMENTO,
  'modelos/setor.json': MODELO_SETOR,
  'telas/teste/categorias.json': TELA_CATEGORIAS,
  'telas/teste/lancamentos.json': TELA_LANCAMENTOS,
};
