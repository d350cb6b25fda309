import { sql } from 'kysely';
import type { FieldError } from '../../../src/shared/api/contract.ts';
import { HttpError } from '../../../src/server/http/erros.ts';
import type { GanchosDoModelo } from '../../../src/server/resources/ganchos.ts';

// A catalogue for the declared actions, the hooks, the state rules and the computed fields (not
// a test file itself): títulos of a unit, reversible, with installments, a paid state and the
// module hooks a finance module would have.

const tag = (acao: string) => `teste.titulo.${acao}`;
const TAGS = ['visualizar', 'editar', 'excluir', 'desativar', 'pagar'];
const PAGO = { field: 'situacao', op: 'eq', value: 'PAGO' } as const;

export const MODELO_TITULO = {
  $id: 'titulo',
  title: 'Título',
  type: 'object',
  'x-unidade': true,
  'x-estornavel': true,
  'x-exibicao': ['descricao'],
  required: ['descricao'],
  properties: {
    id: { type: 'integer', readOnly: true },
    descricao: { type: 'string', title: 'Descrição', maxLength: 60 },
    situacao: { type: 'string', title: 'Situação', enum: ['ABERTO', 'PAGO'], default: 'ABERTO' },
    valor: { type: ['number', 'null'], title: 'Valor', 'x-tipo': 'money', minimum: 0.01 },
    observacao: { type: ['string', 'null'], title: 'Observação', maxLength: 200 },
    vencimento: { type: ['string', 'null'], title: 'Vencimento', format: 'date' },
    parcelas: {
      type: 'array',
      title: 'Parcelas',
      items: { type: 'object', properties: { valor: { type: 'number', title: 'Valor', 'x-tipo': 'money' } } },
    },
    total: { type: 'number', title: 'Total', 'x-tipo': 'money', 'x-calculo': { soma: 'parcelas.valor' } },
    pago: { type: ['number', 'null'], title: 'Pago', 'x-tipo': 'money' },
    saldo: { type: ['number', 'null'], title: 'Saldo', 'x-tipo': 'money', 'x-calculo': { diferenca: ['total', 'pago'] } },
    emissao: { type: ['string', 'null'], title: 'Emissão', format: 'date' },
    prazoMeses: { type: ['integer', 'null'], title: 'Prazo em meses' },
    vencimentoFinal: { type: ['string', 'null'], title: 'Vencimento final', format: 'date', 'x-calculo': { dataMaisMeses: ['emissao', 'prazoMeses'] } },
    ativo: { type: 'boolean', title: 'Ativo', default: true },
  },
};

export const TELA_TITULOS = {
  rota: { name: 'teste.titulos', path: '/teste/titulos' },
  titulo: 'Títulos',
  recurso: '/api/teste/titulos',
  modelo: 'titulo',
  tags: { visualizar: tag('visualizar'), editar: tag('editar'), excluir: tag('excluir'), desativar: tag('desativar') },
  novasTags: TAGS.map((acao) => ({ tag: tag(acao), descricao: `Teste: ${acao} títulos.`, modulo: 'Testes' })),
  lista: { colunas: ['descricao', 'situacao', 'valor'], camposPesquisados: ['descricao'] },
  formulario: {
    secoes: [
      {
        nome: 'dados',
        campos: [
          'descricao',
          'situacao',
          { campo: 'valor', somenteLeituraSe: PAGO },
          { campo: 'vencimento', somenteLeituraSe: PAGO },
          { campo: 'observacao', obrigatorioSe: { todas: [PAGO, { field: 'valor', op: 'gte', value: 1000 }] } },
          'parcelas',
          'total',
          'pago',
          'saldo',
          'emissao',
          'prazoMeses',
          'vencimentoFinal',
          'ativo',
        ],
      },
    ],
  },
  acoes: [
    { nome: 'estornar', rotulo: 'Estornar', tag: tag('editar'), onde: ['linha', 'formulario'], pergunta: { rotulo: 'Motivo do estorno' } },
    {
      nome: 'pagar',
      rotulo: 'Pagar',
      tag: tag('pagar'),
      onde: ['linha', 'formulario', 'selecao'],
      confirmacao: {},
      disponivelSe: { field: 'situacao', op: 'eq', value: 'ABERTO' },
    },
    { nome: 'quebrar', rotulo: 'Quebrar', tag: tag('editar'), onde: ['formulario'] },
    // Opens a page (abrir): no hook runs it, and no route serves it.
    { nome: 'copiar', rotulo: 'Copiar', tag: tag('editar'), onde: ['linha'], abrir: { rota: 'teste.titulos.novo', parametros: { descricao: 'descricao' } } },
  ],
};

export const ARQUIVOS_DE_ACOES: Record<string, unknown> = {
  'modelos/titulo.json': MODELO_TITULO,
  'telas/teste/titulos.json': TELA_TITULOS,
};

/** The finance module's hooks, as a module would register them: each writes inside the engine's transaction. */
export const GANCHOS_DE_TITULOS: GanchosDoModelo = {
  validar(_ctx, registro): FieldError[] {
    return registro['descricao'] === 'Proibida' ? [{ field: 'descricao', message: 'Descrição proibida pelo módulo.' }] : [];
  },
  async antesDeSalvar(_ctx, registro) {
    if (registro['descricao'] === 'Com observação') return { ...registro, observacao: 'Escrita pelo módulo.' };
  },
  async depoisDeSalvar(ctx, registro) {
    await sql`INSERT INTO auditoria (usuario_id, unidade_id, entidade, entidade_id, acao, alteracoes) VALUES (${ctx.sessao.usuarioId}, ${ctx.sessao.unidadeId}, 'titulo.gancho', ${String(registro['id'])}, 'depois', '{}')`.execute(ctx.trx);
    if (registro['descricao'] === 'Falha depois') throw new HttpError(422, 'O módulo recusou o título depois de gravá-lo.');
    // A column the module writes after the save (as a requester set by its hook): the reply holds it.
    if (registro['descricao'] === 'Pago na hora') await sql`UPDATE r_titulo SET situacao = 'PAGO' WHERE id = ${Number(registro['id'])}`.execute(ctx.trx);
  },
  acoes: {
    async pagar(ctx, id) {
      await sql`UPDATE r_titulo SET situacao = 'PAGO' WHERE id = ${id}`.execute(ctx.trx);
      return { mensagem: 'Título pago.' };
    },
    async quebrar(ctx, id) {
      await sql`UPDATE r_titulo SET situacao = 'PAGO' WHERE id = ${id}`.execute(ctx.trx);
      throw new HttpError(422, 'O módulo recusou a ação depois de escrever.');
    },
  },
};
