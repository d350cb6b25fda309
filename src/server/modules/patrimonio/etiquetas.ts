import { sql } from 'kysely';
import type { Content } from 'pdfmake/interfaces.js';
import type { Arquivos } from '../../arquivos.ts';
import type { Db } from '../../db/database.ts';
import { salvarUmaVez } from '../../jobs/relatorios/umaVez.ts';
import { pdfDoDocumento } from '../../jobs/relatorios/pdf.ts';
import type { TipoDeTarefa } from '../../jobs/tipos.ts';
import type { AcaoDoGancho, ContextoDoGancho } from '../../resources/ganchos.ts';

// The labels (the selection action etiquetas of bem): one A4 sheet of 3 × 8 labels per 24 assets,
// each with the QR code of its tag number (what the inventory count reads), the number and the
// description. The engine runs a selection action once per record in one transaction with one
// context: the ids gather under that context, and one job is queued for all once it commits.

export const TIPO_ETIQUETAS = 'patrimonio.etiquetas';
export const TITULO_ETIQUETAS = 'Etiquetas dos bens';
export const MENSAGEM_ETIQUETAS = 'Etiquetas solicitadas. Você será avisado quando o PDF estiver pronto.';
const COLUNAS = 3;

const pedidos = new WeakMap<ContextoDoGancho, number[]>();

export const pedirEtiquetas: AcaoDoGancho = (ctx, id) => {
  const ids = pedidos.get(ctx);
  if (ids !== undefined) {
    ids.push(id);
    return Promise.resolve({ mensagem: MENSAGEM_ETIQUETAS });
  }
  const novos = [id];
  pedidos.set(ctx, novos);
  const dono = { usuarioId: ctx.sessao.usuarioId, unidadeId: ctx.sessao.unidadeId };
  // Should queuing fail, nothing changed: the user asks for the labels again.
  ctx.depoisDoCommit(() => void ctx.servicos.tarefas.criar(TIPO_ETIQUETAS, dono, { ids: novos }).catch(() => undefined));
  return Promise.resolve({ mensagem: MENSAGEM_ETIQUETAS });
};

interface Etiqueta {
  plaqueta: string;
  descricao: string;
}

async function lerEtiquetas(db: Db, ids: readonly number[]): Promise<Etiqueta[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<Etiqueta>`SELECT plaqueta, descricao FROM bem WHERE id = ANY(${[...ids]}::int[]) ORDER BY plaqueta`.execute(db);
  return rows;
}

const etiqueta = (e: Etiqueta): Content => ({
  stack: [
    { qr: e.plaqueta, fit: 64, alignment: 'center' },
    { text: e.plaqueta, bold: true, fontSize: 11, alignment: 'center', margin: [0, 4, 0, 0] },
    { text: e.descricao.slice(0, 40), fontSize: 8, alignment: 'center' },
  ],
  margin: [4, 6, 4, 6],
});

export function documentoDasEtiquetas(etiquetas: readonly Etiqueta[]): Promise<Buffer> {
  const linhas: Content[][] = [];
  for (let i = 0; i < etiquetas.length; i += COLUNAS) {
    const linha = etiquetas.slice(i, i + COLUNAS).map(etiqueta);
    while (linha.length < COLUNAS) linha.push({ text: '' });
    linhas.push(linha);
  }
  return pdfDoDocumento({
    pageSize: 'A4',
    pageMargins: [24, 24, 24, 24],
    info: { title: TITULO_ETIQUETAS },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: linhas.length === 0 ? [{ text: TITULO_ETIQUETAS }] : [{ table: { widths: ['*', '*', '*'], dontBreakRows: true, body: linhas }, layout: { hLineStyle: () => ({ dash: { length: 3 } }), vLineStyle: () => ({ dash: { length: 3 } }) } }],
  });
}

export function tarefaDasEtiquetas(arquivos: Arquivos): TipoDeTarefa<{ ids: number[] }> {
  return {
    tipo: TIPO_ETIQUETAS,
    titulo: TITULO_ETIQUETAS,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const etiquetas = await lerEtiquetas(ctx.db, ctx.parametros.ids);
      const arquivoId = await salvarUmaVez(ctx, arquivos, { nomeOriginal: 'etiquetas.pdf', tipoMime: 'application/pdf' }, () => documentoDasEtiquetas(etiquetas));
      return { arquivoId, mensagem: `${etiquetas.length} etiqueta(s).` };
    },
  };
}
