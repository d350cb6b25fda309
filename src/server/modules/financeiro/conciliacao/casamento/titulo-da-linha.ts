import { sql } from 'kysely';
import type { FieldError } from '../../../../../shared/api/contract.ts';
import { MENSAGENS_DA_APROVACAO } from '../../../../../shared/aprovacao/mensagens.ts';
import { tipoDoTituloDaLinha } from '../../../../../shared/financeiro/conciliacao/regras.ts';
import { errosDeFormulario } from '../../../../http/erros.ts';
import { errosDaCategoria } from '../../titulos/categoria.ts';
import { criarTituloJaMovimentado } from '../../titulos/tituloQuitado.ts';
import { exigirAcoes } from './acao-permitida.ts';
import { baixarPelaLinha, type Execucao } from './baixa-do-titulo.ts';
import { gravarCasamento } from './casar.ts';
import { atualizarSituacao, type LinhaTravada } from './linha.ts';

// A new título from what is left of an unmatched line, already paid: a despesa for money out, a
// receita for money in, of one installment due on the line's date, in the line's account, its
// description the memo unless another is given; its baixa (the finance core's) on the line's date,
// matched to the line. A rule does the same with its category (regra_id marks both). A despesa
// skips the approval (the bank has already paid it): approved, its history says so.

export const MENSAGEM_CATEGORIA_OBRIGATORIA = 'Escolha a categoria do título.';
export const MENSAGEM_CENTRO_DESCONHECIDO = 'Escolha um centro de custo ativo.';
export const MENSAGEM_PESSOA_DESCONHECIDA = 'Escolha uma pessoa da unidade.';
export const MENSAGEM_TITULO_CRIADO = 'Título criado e conciliado com a linha.';

export interface DadosDoTitulo {
  categoria: number | null;
  centroCusto: number | null;
  pessoa: number | null;
  descricao: string | null;
}

async function conferir(e: Execucao, linha: LinhaTravada, d: DadosDoTitulo): Promise<void> {
  const tipo = tipoDoTituloDaLinha(linha.valorCentavos) === 'RECEITA' ? 'receita' : 'despesa';
  const erros: FieldError[] = [];
  if (d.categoria === null) erros.push({ field: 'categoria', message: MENSAGEM_CATEGORIA_OBRIGATORIA });
  else {
    const existe = await sql`SELECT 1 FROM categoria WHERE id = ${d.categoria} AND ativo`.execute(e.trx);
    if (existe.rows.length === 0) erros.push({ field: 'categoria', message: MENSAGEM_CATEGORIA_OBRIGATORIA });
    else erros.push(...(await errosDaCategoria({ trx: e.trx, sessao: e.sessao, recurso: { url: '', modelo: e.modelos[tipo]! } }, tipo, { categoria: d.categoria })));
  }
  if (d.centroCusto !== null && (await sql`SELECT 1 FROM centro_custo WHERE id = ${d.centroCusto} AND ativo`.execute(e.trx)).rows.length === 0) {
    erros.push({ field: 'centroCusto', message: MENSAGEM_CENTRO_DESCONHECIDO });
  }
  if (d.pessoa !== null && (await sql`SELECT 1 FROM pessoa WHERE id = ${d.pessoa} AND unidade_id = ${linha.unidadeId}`.execute(e.trx)).rows.length === 0) {
    erros.push({ field: 'pessoa', message: MENSAGEM_PESSOA_DESCONHECIDA });
  }
  if (erros.length > 0) throw errosDeFormulario(erros);
}

/** Creates the título and its paid, matched baixa; returns the título's id. */
export async function tituloDaLinha(e: Execucao, linha: LinhaTravada, d: DadosDoTitulo, regraId: number | null = null): Promise<number> {
  const tipo = tipoDoTituloDaLinha(linha.valorCentavos);
  exigirAcoes(e, tipo, ['criar', 'baixar']);
  await conferir(e, linha, d);
  const centavos = Math.abs(linha.valorCentavos - linha.casadoCentavos);
  const id = await criarTituloJaMovimentado(e.trx, {
    unidadeId: linha.unidadeId,
    usuarioId: e.sessao.usuarioId,
    tipo,
    pessoaId: d.pessoa,
    // conferir refused a título without its category.
    categoriaId: d.categoria!,
    centroCustoId: d.centroCusto,
    contaId: linha.contaId,
    documento: linha.documento,
    data: linha.data,
    descricao: (d.descricao ?? '').trim() || linha.memo.trim() || linha.data,
    centavos,
    motivoDaAprovacao: MENSAGENS_DA_APROVACAO.criadoPelaConciliacao,
    origem: { extratoLinha: { de: null, para: linha.id } },
  });
  const [baixa] = await baixarPelaLinha(e, id, tipo, linha, centavos);
  await gravarCasamento(e, linha, { baixa: baixa! }, linha.valorCentavos - linha.casadoCentavos, regraId);
  if (regraId !== null) await sql`UPDATE extrato_linha SET regra_id = ${regraId} WHERE id = ${linha.id}`.execute(e.trx);
  await atualizarSituacao(e.trx, linha.id);
  return id;
}
