import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { ehCodigoDoBanco } from '../../../../shared/mobilizacao/boleto/bancos/index.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarUmaVez } from '../../../jobs/relatorios/umaVez.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { pdfDosBoletos } from '../boleto/pdf.ts';
import { contaDaForma, lerForma } from './forma.ts';

// A charge's boleto as a PDF (row action boleto of the charges to send): a job, like the other
// documents, whose notice links the file.

export const TIPO_BOLETO = 'mobilizacao.cobranca.boleto';
export const TITULO_BOLETO = 'Boleto da cobrança';
export const MENSAGEM_BOLETO_PEDIDO = 'Boleto solicitado. Você será avisado quando o PDF estiver pronto.';
export const MENSAGEM_SEM_BOLETO = 'Esta cobrança não é de um convênio de boleto.';
const INSTRUCOES = ['Doação: não receber após 30 dias do vencimento.', 'Em caso de dúvida, fale com a instituição.'];

export const pedirBoleto: AcaoDoGancho = (ctx, id) => {
  const dono = { usuarioId: ctx.sessao.usuarioId, unidadeId: ctx.sessao.unidadeId };
  ctx.depoisDoCommit(() => void ctx.servicos.tarefas.criar(TIPO_BOLETO, dono, { cobrancaId: id }).catch(() => undefined));
  return Promise.resolve({ mensagem: MENSAGEM_BOLETO_PEDIDO });
};

interface CobrancaDoBoleto {
  formaId: number;
  sequencial: string | null;
  vencimento: string;
  emissao: string;
  valor: string;
  tituloId: number;
  pagador: string;
  documento: string | null;
  endereco: string | null;
  instituicao: string;
  cnpj: string | null;
}

export function tarefaDoBoleto(arquivos: Arquivos): TipoDeTarefa<{ cobrancaId: number }> {
  return {
    tipo: TIPO_BOLETO,
    titulo: TITULO_BOLETO,
    aviso: 'RELATORIO',
    tentativas: 0,
    async executar(ctx) {
      const { rows } = await sql<CobrancaDoBoleto>`
        SELECT c.forma_cobranca_id AS "formaId", c.sequencial::text AS sequencial, to_char(c.vencimento, 'YYYY-MM-DD') AS vencimento,
          to_char(c.criado_em, 'YYYY-MM-DD') AS emissao, c.valor::text AS valor, c.titulo_id AS "tituloId", p.nome AS pagador,
          coalesce(p.cpf, p.cnpj) AS documento, nullif(concat_ws(', ', p.logradouro, p.numero, p.bairro), '') AS endereco, u.nome AS instituicao, u.cnpj
        FROM mobilizacao_cobranca AS c JOIN pessoa AS p ON p.id = c.pessoa_id JOIN unidade AS u ON u.id = c.unidade_id
        WHERE c.id = ${ctx.parametros.cobrancaId} AND c.unidade_id = ${ctx.unidadeId}`.execute(ctx.db);
      const c = rows[0];
      const forma = c === undefined ? null : await lerForma(ctx.db, c.formaId);
      if (c === undefined || c.sequencial === null || forma === null || forma.tipo !== 'boleto' || forma.banco === null || !ehCodigoDoBanco(forma.banco)) {
        throw new ErroDaTarefa(MENSAGEM_SEM_BOLETO, { repetir: false });
      }
      const banco = forma.banco;
      const digitos = (t: string | null): string | null => (t === null ? null : t.replace(/\D/g, '') || null);
      const pdf = () =>
        pdfDosBoletos([
          {
            conta: contaDaForma(forma, banco),
            titulo: { sequencial: c.sequencial ?? '', vencimento: c.vencimento, valorCentavos: centavosDoDecimal(c.valor) ?? 0, emissao: c.emissao },
            beneficiario: { nome: c.instituicao, cpfCnpj: digitos(c.cnpj), endereco: null },
            pagador: { nome: c.pagador, cpfCnpj: digitos(c.documento), endereco: c.endereco },
            numeroDoDocumento: String(c.tituloId),
            dataDoProcessamento: hojeNoModelo(),
            instrucoes: INSTRUCOES,
          },
        ]);
      const arquivoId = await salvarUmaVez(ctx, arquivos, { nomeOriginal: `boleto-${ctx.parametros.cobrancaId}.pdf`, tipoMime: 'application/pdf' }, pdf);
      return { arquivoId, mensagem: TITULO_BOLETO };
    },
  };
}
