import type { PedidoDeImportacao } from '../../../shared/api/importacao.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import { HttpError } from '../../http/erros.ts';
import { resumoDaTarefa } from '../../jobs/resumo.ts';
import { comTarefas } from '../../jobs/tabelas.ts';
import type { Servicos } from '../../servicos.ts';
import { importacaoDaUnidade, unidadeDaSessao } from './acesso.ts';
import { validarMapeamento } from './mapeamento.ts';
import { contarInvalidas } from './previa.ts';
import type { ParametrosDaImportacao } from './tarefa.ts';
import type { ImportacaoDaTela } from './tela.ts';

// POST {recurso}/importacao/{id}/iniciar: fixes the mapping and queues the one job that will
// process the rows. The import's row stays locked from the check to the job's naming, so a second
// click waits and gets the same job; a job whose start did not commit finds the import not
// started and ends without writing.

/** The file has rows with errors and the request did not choose to skip them (keys of the catalogue). */
const MENSAGENS_DE_LINHAS_INVALIDAS = {
  uma: '1 linha tem erros. Corrija o arquivo ou escolha ignorar as linhas inválidas.',
  varias: '{linhas} linhas têm erros. Corrija o arquivo ou escolha ignorar as linhas inválidas.',
};

export async function iniciarImportacao(servicos: Servicos, imp: ImportacaoDaTela, sessao: SessaoAtiva, id: number, pedido: PedidoDeImportacao): Promise<TarefaResumo> {
  const { db, tarefas } = servicos;
  const unidadeId = unidadeDaSessao(sessao);
  const importacao = await importacaoDaUnidade(db, imp.tela, id, unidadeId);
  const mapeamento = validarMapeamento(pedido.mapeamento, (importacao.colunas as string[]).length, imp.importacao);
  const pular = pedido.pularInvalidas === true;
  if (importacao.estado === 'enviada' && !pular) {
    const invalidas = await contarInvalidas(db, imp, id, mapeamento, unidadeId);
    if (invalidas > 0) {
      const mensagem = invalidas === 1 ? MENSAGENS_DE_LINHAS_INVALIDAS.uma : interpolar(MENSAGENS_DE_LINHAS_INVALIDAS.varias, { linhas: invalidas.toLocaleString('pt-BR') });
      throw new HttpError(422, mensagem);
    }
  }
  return db.transaction().execute(async (trx) => {
    const atual = await importacaoDaUnidade(trx, imp.tela, id, unidadeId, true);
    if (atual.estado !== 'enviada') {
      const tarefa = atual.tarefa_id === null ? undefined : await comTarefas(trx).selectFrom('tarefa').selectAll().where('id', '=', atual.tarefa_id).executeTakeFirst();
      if (tarefa === undefined) throw new HttpError(409, 'Esta importação já foi iniciada.');
      return resumoDaTarefa(tarefa, tarefas.tituloDe(tarefa.tipo));
    }
    const parametros: ParametrosDaImportacao = { importacaoId: id };
    const tarefa = await tarefas.criar(imp.tipoDaTarefa, { usuarioId: sessao.usuarioId, unidadeId }, parametros);
    await trx
      .updateTable('importacao')
      .set({ estado: 'iniciada', mapeamento: JSON.stringify(mapeamento), pular_invalidas: pular, tarefa_id: tarefa.id, iniciada_em: new Date() })
      .where('id', '=', id)
      .execute();
    return tarefa;
  });
}
