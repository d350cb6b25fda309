import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import {
  URL_ANIVERSARIANTES,
  URL_PESSOAS_CADASTRADAS,
  type PedidoDeAniversariantes,
  type PedidoDePessoasCadastradas,
} from '../../../../shared/api/relatoriosDePessoas.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { errosDoPeriodo } from '../../registrointervalo/periodo.ts';
import { soFornecedores, unidadeDa } from '../acesso.ts';
import { exigirFiltroValido } from '../filtro.ts';
import { relatorioDeAniversariantes, TIPO_ANIVERSARIANTES, type ParametrosDosAniversariantes } from './aniversariantes.ts';
import { relatorioDePessoasCadastradas, TIPO_PESSOAS_CADASTRADAS, type ParametrosDasCadastradas } from './cadastradas.ts';
import { CORPO_DAS_CADASTRADAS, CORPO_DOS_ANIVERSARIANTES } from './esquemas.ts';

// The people register's reports: each request queues a job of the session's unit and answers it
// at once; the job's end notice links the file. Suppliers have no print (no supplier tag here);
// a session that reaches only suppliers gets only suppliers, as in the list.

const ACESSO: FastifyContextConfig = { tags: ['gestaopessoas.pessoa.imprimir'], exigeUnidade: true };
const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

export async function registrarRelatoriosDePessoas({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  await tarefas.registrarTipoDeTarefa(relatorioDePessoasCadastradas(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDeAniversariantes(arquivos, agora));
}

const preenchidos = (ids: readonly number[] | null | undefined): number[] | undefined => (ids?.length ? [...new Set(ids)] : undefined);

export function rotasDosRelatoriosDePessoas(app: FastifyInstance, { tarefas }: Servicos): void {
  app.post<{ Body: PedidoDePessoasCadastradas | null }>(
    URL_PESSOAS_CADASTRADAS,
    { config: ACESSO, schema: { body: CORPO_DAS_CADASTRADAS } },
    async (request): Promise<SuccessReply<TarefaResumo>> => {
      const sessao = sessaoDe(request);
      // `fields` narrows the list's rows; a report has its own columns.
      const { formato = 'PDF', fields: _campos, ...filtro } = request.body ?? {};
      exigirFiltroValido(filtro);
      const parametros: ParametrosDasCadastradas = { filtro, formato, soFornecedores: soFornecedores(sessao, 'visualizar') };
      const tarefa = await tarefas.criar(TIPO_PESSOAS_CADASTRADAS, { usuarioId: sessao.usuarioId, unidadeId: unidadeDa(sessao) }, parametros);
      return { content: tarefa, message: SOLICITADO };
    },
  );

  app.post<{ Body: PedidoDeAniversariantes }>(
    URL_ANIVERSARIANTES,
    { config: ACESSO, schema: { body: CORPO_DOS_ANIVERSARIANTES } },
    async (request): Promise<SuccessReply<TarefaResumo>> => {
      const { dataInicial, dataFinal, formato, situacoes, grupos } = request.body;
      const erros = errosDoPeriodo({ dataInicial, dataFinal });
      if (erros.length > 0) throw errosDeFormulario(erros);
      const sessao = sessaoDe(request);
      const [daSituacao, doGrupo] = [preenchidos(situacoes), preenchidos(grupos)];
      const parametros: ParametrosDosAniversariantes = {
        dataInicial,
        dataFinal,
        formato,
        ...(daSituacao && { situacoes: daSituacao }),
        ...(doGrupo && { grupos: doGrupo }),
        soFornecedores: soFornecedores(sessao, 'visualizar'),
      };
      const tarefa = await tarefas.criar(TIPO_ANIVERSARIANTES, { usuarioId: sessao.usuarioId, unidadeId: unidadeDa(sessao) }, parametros);
      return { content: tarefa, message: SOLICITADO };
    },
  );
}
