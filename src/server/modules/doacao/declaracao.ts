import { sql } from 'kysely';
import type { Content } from 'pdfmake/interfaces.js';
import { centavosDoDecimal } from '../../../shared/financeiro/centavos.ts';
import { valorPorExtenso } from '../../../shared/financeiro/extenso.ts';
import { dataPorExtenso, valorEmReais } from '../../../shared/financeiro/recibo.ts';
import { formatCpfOuCnpj } from '../../../shared/masks/cpf-ou-cnpj.ts';
import type { Db } from '../../db/database.ts';
import { pdfDoDocumento } from '../../jobs/relatorios/pdf.ts';
import { emitenteDaUnidade } from '../financeiro/recibos/leitura.ts';

// The declaration a donor company keeps for its income-tax deduction (Lei 9.249/1995, art. 13,
// § 2º, III): the institution declares it received the gift, its amount in words, date and
// method, that it applies the resources in its purposes and that it gives no return to the donor.

export const TITULO_DECLARACAO = 'Declaração de doação';

interface DoacaoDeclarada {
  id: number;
  data: string;
  valor: string;
  forma: string;
  txid: string | null;
  situacao: string;
  nome: string;
  cnpj: string | null;
}

export async function doacaoDeclarada(db: Db, id: number, unidadeId: number): Promise<DoacaoDeclarada | null> {
  const { rows } = await sql<DoacaoDeclarada>`
    SELECT d.id, to_char(d.data, 'YYYY-MM-DD') AS data, d.valor::text AS valor, d.forma, d.txid, d.situacao, p.nome, p.cnpj
    FROM doacao AS d JOIN pessoa AS p ON p.id = d.pessoa_id WHERE d.id = ${id} AND d.unidade_id = ${unidadeId}`.execute(db);
  return rows[0] ?? null;
}

const FORMAS: Readonly<Record<string, string>> = {
  PIX: 'PIX',
  BOLETO: 'boleto',
  CARTAO: 'cartão',
  DEBITO_AUTOMATICO: 'débito automático',
  CONTA_CONSUMO: 'conta de consumo',
  DINHEIRO: 'dinheiro',
  BENS: 'bens, pelo valor justo',
};

export async function pdfDaDeclaracao(db: Db, d: DoacaoDeclarada, unidadeId: number): Promise<Buffer> {
  const e = await emitenteDaUnidade(db, unidadeId);
  const centavos = centavosDoDecimal(d.valor) ?? 0;
  const texto =
    `${e.nome}${e.cnpj ? `, inscrita no CNPJ sob o nº ${formatCpfOuCnpj(e.cnpj)}` : ''}, declara, para os fins do art. 13, § 2º, inciso III, da Lei nº 9.249/1995, ` +
    `que recebeu de ${d.nome}, CNPJ ${formatCpfOuCnpj(d.cnpj ?? '')}, em ${dataPorExtenso(d.data)}, a doação de ${valorEmReais(centavos)} (${valorPorExtenso(centavos)}), ` +
    `por ${FORMAS[d.forma] ?? d.forma}${d.txid ? ` (identificador PIX ${d.txid})` : ''}. Declara ainda que aplica integralmente os recursos recebidos na realização dos seus ` +
    `objetivos sociais, que não distribui lucros, bonificações ou vantagens a dirigentes, mantenedores ou associados sob nenhuma forma ou pretexto, ` +
    `e que o doador não recebeu contrapartida alguma pela doação.`;
  const conteudo: Content[] = [
    { text: TITULO_DECLARACAO, style: 'titulo' },
    { text: `Doação nº ${d.id}${d.situacao === 'ESTORNADA' ? ' — ESTORNADA' : ''}`, margin: [0, 0, 0, 16] },
    { text: texto, alignment: 'justify', lineHeight: 1.4 },
    { text: `${e.cidade ? `${e.cidade}, ` : ''}${dataPorExtenso(d.data)}.`, margin: [0, 24, 0, 48] },
    { text: '______________________________________', alignment: 'center' },
    { text: e.responsavel || e.nome, alignment: 'center' },
    ...(e.cargo ? [{ text: e.cargo, alignment: 'center' as const }] : []),
  ];
  return pdfDoDocumento({
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    info: { title: TITULO_DECLARACAO },
    defaultStyle: { font: 'Helvetica', fontSize: 11 },
    styles: { titulo: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] } },
    content: conteudo,
  });
}
