import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { ehCodigoDoBanco } from '../../../../shared/mobilizacao/boleto/bancos/index.ts';
import { calcularBoleto } from '../../../../shared/mobilizacao/boleto/boleto.ts';
import type { Db } from '../../../db/database.ts';
import type { BoletoParaImpressao } from '../boleto/documento.ts';
import { contaDaForma, lerForma } from './forma.ts';

// A charge of the unit as its boleto is printed (the PDF) and e-mailed (the donor's address, the
// agreement's texts and the linha digitável); null when it is not of a boleto agreement.

const INSTRUCOES = ['Doação: não receber após 30 dias do vencimento.', 'Em caso de dúvida, fale com a instituição.'];

export interface BoletoDaCobranca {
  impressao: BoletoParaImpressao;
  pagador: string;
  email: string | null;
  valor: string;
  vencimento: string;
  linhaDigitavel: string;
  assunto: string;
  texto: string;
}

interface Linha {
  formaId: number;
  sequencial: string | null;
  vencimento: string;
  emissao: string;
  valor: string;
  tituloId: number;
  pagador: string;
  email: string | null;
  documento: string | null;
  endereco: string | null;
  instituicao: string;
  cnpj: string | null;
  assunto: string;
  texto: string;
}

const digitos = (t: string | null): string | null => (t === null ? null : t.replace(/\D/g, '') || null);

export async function lerBoletoDaCobranca(db: Db, unidadeId: number | null, cobrancaId: number): Promise<BoletoDaCobranca | null> {
  const { rows } = await sql<Linha>`
    SELECT c.forma_cobranca_id AS "formaId", c.sequencial::text AS sequencial, to_char(c.vencimento, 'YYYY-MM-DD') AS vencimento,
      to_char(c.criado_em, 'YYYY-MM-DD') AS emissao, c.valor::text AS valor, c.titulo_id AS "tituloId", p.nome AS pagador, p.email_principal AS email,
      coalesce(p.cpf, p.cnpj) AS documento, nullif(concat_ws(', ', p.logradouro, p.numero, p.bairro), '') AS endereco, u.nome AS instituicao, u.cnpj,
      f.assunto_email_boleto AS assunto, f.texto_email_boleto AS texto
    FROM mobilizacao_cobranca AS c JOIN pessoa AS p ON p.id = c.pessoa_id JOIN unidade AS u ON u.id = c.unidade_id
    JOIN mobilizacao_forma_cobranca AS f ON f.id = c.forma_cobranca_id
    WHERE c.id = ${cobrancaId} AND c.unidade_id = ${unidadeId}`.execute(db);
  const c = rows[0];
  const forma = c === undefined ? null : await lerForma(db, c.formaId);
  if (c === undefined || c.sequencial === null || forma === null || forma.tipo !== 'boleto' || forma.banco === null || !ehCodigoDoBanco(forma.banco)) return null;
  const conta = contaDaForma(forma, forma.banco);
  const titulo = { sequencial: c.sequencial, vencimento: c.vencimento, valorCentavos: centavosDoDecimal(c.valor) ?? 0, emissao: c.emissao };
  return {
    impressao: {
      conta,
      titulo,
      beneficiario: { nome: c.instituicao, cpfCnpj: digitos(c.cnpj), endereco: null },
      pagador: { nome: c.pagador, cpfCnpj: digitos(c.documento), endereco: c.endereco },
      numeroDoDocumento: String(c.tituloId),
      dataDoProcessamento: hojeNoModelo(),
      instrucoes: INSTRUCOES,
    },
    pagador: c.pagador,
    email: c.email,
    valor: c.valor,
    vencimento: c.vencimento,
    linhaDigitavel: calcularBoleto(conta, titulo).linhaDigitavelFormatada,
    assunto: c.assunto,
    texto: c.texto,
  };
}
