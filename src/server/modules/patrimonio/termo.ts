import { sql } from 'kysely';
import type { Content } from 'pdfmake/interfaces.js';
import { formatDate } from '../../../shared/format/dates.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import type { Arquivos } from '../../arquivos.ts';
import { salvarUmaVez } from '../../jobs/relatorios/umaVez.ts';
import { pdfDoDocumento } from '../../jobs/relatorios/pdf.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../jobs/tipos.ts';
import type { Db } from '../../db/database.ts';

// The term of responsibility of a transfer: the asset, where it came from and where it goes, and
// the lines where whoever hands it over and whoever receives it sign. Written by a background job
// after the transfer commits (transferir.ts); the end notice brings the PDF.

export const TIPO_TERMO = 'patrimonio.termo';
export const TITULO_TERMO = 'Termo de responsabilidade';
const DECLARACAO =
  'Declaro ter recebido o bem abaixo descrito, em perfeito conhecimento do seu estado de conservação, e assumo a responsabilidade pela sua guarda e conservação, comprometendo-me a comunicar qualquer dano, extravio ou transferência ao setor de patrimônio.';

interface DadosDoTermo {
  data: string;
  plaqueta: string;
  descricao: string;
  grupo: string;
  marcaModelo: string;
  serie: string;
  valor: string;
  estado: string;
  localOrigem: string;
  localDestino: string;
  unidadeOrigem: string;
  unidadeDestino: string;
  responsavelOrigem: string;
  responsavelDestino: string;
  motivo: string;
}

export async function dadosDoTermo(db: Db, transferenciaId: number): Promise<DadosDoTermo | null> {
  const { rows } = await sql<DadosDoTermo>`
    SELECT to_char(t.data, 'YYYY-MM-DD') AS data, b.plaqueta, b.descricao, g.descricao AS grupo,
      concat_ws(' / ', b.marca, b.modelo) AS "marcaModelo", coalesce(b.numero_serie, '') AS serie, b.valor::text AS valor,
      coalesce(e.descricao, '') AS estado, coalesce(lo.descricao, '') AS "localOrigem", coalesce(ld.descricao, '') AS "localDestino",
      uo.nome AS "unidadeOrigem", ud.nome AS "unidadeDestino", coalesce(po.nome, '') AS "responsavelOrigem", coalesce(pd.nome, '') AS "responsavelDestino",
      coalesce(t.motivo, '') AS motivo
    FROM bem_transferencia AS t JOIN bem AS b ON b.id = t.bem_id JOIN patrimonio_grupo AS g ON g.id = b.grupo_id
    LEFT JOIN patrimonio_estado_conservacao AS e ON e.id = b.estado_conservacao_id
    LEFT JOIN patrimonio_local AS lo ON lo.id = t.local_origem_id LEFT JOIN patrimonio_local AS ld ON ld.id = t.local_destino_id
    JOIN unidade AS uo ON uo.id = t.unidade_origem_id JOIN unidade AS ud ON ud.id = t.unidade_destino_id
    LEFT JOIN pessoa AS po ON po.id = t.responsavel_origem_id LEFT JOIN pessoa AS pd ON pd.id = t.responsavel_destino_id
    WHERE t.id = ${transferenciaId}`.execute(db);
  return rows[0] ?? null;
}

const par = (rotulo: string, valor: string): Content[] => [{ text: rotulo, bold: true }, valor === '' ? '—' : valor];

const assinatura = (quem: string, papel: string): Content => ({
  stack: [{ text: '_______________________________________', margin: [0, 36, 0, 2] }, { text: quem === '' ? '—' : quem, bold: true }, papel],
  alignment: 'center',
});

export function documentoDoTermo(d: DadosDoTermo): Promise<Buffer> {
  return pdfDoDocumento({
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    info: { title: TITULO_TERMO },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    content: [
      { text: TITULO_TERMO, fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 16] },
      { text: DECLARACAO, alignment: 'justify', margin: [0, 0, 0, 16] },
      {
        table: {
          widths: ['30%', '70%'],
          body: [
            par('Plaqueta', d.plaqueta),
            par('Descrição', d.descricao),
            par('Grupo', d.grupo),
            par('Marca / modelo', d.marcaModelo),
            par('Número de série', d.serie),
            par('Valor de aquisição', `R$ ${formatMoney(Number(d.valor))}`),
            par('Estado de conservação', d.estado),
            par('Data da transferência', formatDate(d.data)),
            par('De', [d.unidadeOrigem, d.localOrigem, d.responsavelOrigem].filter((t) => t !== '').join(' – ')),
            par('Para', [d.unidadeDestino, d.localDestino, d.responsavelDestino].filter((t) => t !== '').join(' – ')),
            par('Motivo', d.motivo),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { columns: [assinatura(d.responsavelOrigem, 'Entrega'), assinatura(d.responsavelDestino, 'Recebe')], margin: [0, 24, 0, 0] },
    ],
  });
}

export function termoDeResponsabilidade(arquivos: Arquivos): TipoDeTarefa<{ transferenciaId: number }> {
  return {
    tipo: TIPO_TERMO,
    titulo: TITULO_TERMO,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const dados = await dadosDoTermo(ctx.db, ctx.parametros.transferenciaId);
      if (dados === null) throw new ErroDaTarefa('A transferência não existe mais.', { repetir: false });
      const arquivoId = await salvarUmaVez(ctx, arquivos, { nomeOriginal: `termo-${dados.plaqueta}.pdf`, tipoMime: 'application/pdf' }, () => documentoDoTermo(dados));
      return { arquivoId, mensagem: `Termo de responsabilidade do bem ${dados.plaqueta}.` };
    },
  };
}
