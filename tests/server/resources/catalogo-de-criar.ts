// A catalogue for the engine's tags.criar tests: a per-unit model (not the donations module's
// doacao, whose hooks are registered app-wide) whose screen declares criar
// apart from editar.

const tags = { visualizar: 'teste.doacao.visualizar', criar: 'teste.doacao.criar', editar: 'teste.doacao.editar' };

export const TAGS_DA_DOACAO = tags;

export const ARQUIVOS_DAS_DOACOES: Record<string, unknown> = {
  'modelos/doacaoDeTeste.json': {
    $id: 'doacaoDeTeste',
    title: 'Doação',
    type: 'object',
    'x-unidade': true,
    'x-recurso': '/api/teste/doacoes',
    'x-exibicao': ['descricao'],
    required: ['descricao', 'valor'],
    properties: {
      id: { type: 'integer', readOnly: true },
      descricao: { type: 'string', title: 'Descrição', maxLength: 60 },
      valor: { type: 'number', title: 'Valor', 'x-tipo': 'money', minimum: 0.01 },
    },
  },
  'telas/teste/doacoes.json': {
    rota: { name: 'teste.doacoes', path: '/teste/doacoes' },
    titulo: 'Doações',
    recurso: '/api/teste/doacoes',
    modelo: 'doacaoDeTeste',
    tags,
    novasTags: Object.entries(tags).map(([acao, tag]) => ({ tag, descricao: `Teste: ${acao} doações.`, modulo: 'Testes' })),
    lista: { colunas: ['descricao', 'valor'] },
    formulario: { secoes: [{ nome: 'dados', campos: ['descricao', 'valor'] }] },
  },
};
