import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { brCode, errosDoBrCode } from '../../../shared/doacao/brcode.ts';
import { URL_PAINEL_DAS_DOACOES, type PainelDasDoacoes } from '../../../shared/api/doacao.ts';
import { painelDeDoacoes, retencao, type DoacaoRecebida } from '../../../shared/doacao/indicadores.ts';
import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import { centavosDoDecimal } from '../../../shared/financeiro/centavos.ts';
import { disposicaoDeAnexo } from '../../resources/conteudo-do-arquivo.ts';
import { errosDeFormulario, naoEncontrado } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { CONSULTA, LeitorDaConsulta, type Consulta } from '../financeiro/movimento/parametros.ts';
import { doacaoDeclarada, pdfDaDeclaracao } from './declaracao.ts';

// The donations' own calls, beside the engine's screens:
//   POST /api/doacao/pix/brcode {chave, nome, cidade, valor?, txid?}   the static PIX payload
//   GET  /api/doacao/painel?inicio&fim                                  the dashboard of the months
//   GET  /api/doacao/doacoes/:id/declaracao                             the company's declaration (PDF)

export const URL_BRCODE = '/api/doacao/pix/brcode';

interface CorpoDoBrCode {
  chave: string;
  nome: string;
  cidade: string;
  valor?: number;
  txid?: string;
}

const TEXTO = (max: number) => ({ type: 'string', maxLength: max }) as const;
const CORPO_BRCODE = {
  type: 'object',
  required: ['chave', 'nome', 'cidade'],
  additionalProperties: false,
  properties: { chave: TEXTO(200), nome: TEXTO(200), cidade: TEXTO(200), valor: { type: 'number' }, txid: TEXTO(200) },
} as const;
const ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

export function rotasDasDoacoes(app: FastifyInstance, { db }: Servicos): void {
  app.post<{ Body: CorpoDoBrCode }>(URL_BRCODE, { config: { tags: ['doacao.doacao.editar'] }, schema: { body: CORPO_BRCODE } }, async (request): Promise<SuccessReply<{ payload: string }>> => {
    const erros = errosDoBrCode(request.body);
    if (erros.length > 0) throw errosDeFormulario(erros);
    return { content: { payload: brCode(request.body) } };
  });

  app.get<{ Querystring: Consulta }>(
    URL_PAINEL_DAS_DOACOES,
    { config: { tags: ['doacao.doacao.visualizar'], exigeUnidade: true }, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<PainelDasDoacoes>> => {
      const leitor = new LeitorDaConsulta(request.query);
      const { inicio, fim } = leitor.periodo();
      leitor.exigir();
      const { rows } = await sql<{ pessoaId: number; data: string; valor: string; campanha: string | null; forma: string }>`
        SELECT pessoa_id AS "pessoaId", to_char(data, 'YYYY-MM-DD') AS data, valor::text AS valor, campanha, forma
        FROM doacao WHERE unidade_id = ${sessaoDe(request).unidadeId} AND situacao = 'RECEBIDA' AND data <= ${fim}::date
          AND data >= (${inicio}::date - interval '25 months')`.execute(db);
      const doacoes: DoacaoRecebida[] = rows.map((r) => ({ pessoaId: r.pessoaId, data: r.data, centavos: centavosDoDecimal(r.valor) ?? 0, campanha: r.campanha, forma: r.forma }));
      const anoAnterior = Number(fim.slice(0, 4)) - 1;
      return { content: { ...painelDeDoacoes(doacoes, inicio.slice(0, 7), fim.slice(0, 7)), retencao: retencao(doacoes, anoAnterior) } };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/doacao/doacoes/:id/declaracao',
    { config: { tags: ['doacao.doacao.recibo'], exigeUnidade: true, aceitaAuthtoken: true }, schema: { params: ID } },
    async (request, reply) => {
      const unidadeId = sessaoDe(request).unidadeId ?? 0;
      const d = await doacaoDeclarada(db, request.params.id, unidadeId);
      if (d === null) throw naoEncontrado();
      if (d.cnpj === null) throw errosDeFormulario([{ field: 'pessoa', message: M.semCnpj }]);
      const pdf = await pdfDaDeclaracao(db, d, unidadeId);
      return reply
        .headers({ 'content-type': 'application/pdf', 'content-disposition': disposicaoDeAnexo(`declaracao-doacao-${d.id}.pdf`), 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' })
        .send(pdf);
    },
  );
}
