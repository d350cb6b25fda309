// The people register's reports (spec section 7, POST /api/relatorios/pessoascadastradas, and
// the birthdays report of the gestaopessoas.relatorios page), shared by server and client. Each
// call queues a background job and answers the job (TarefaResumo); its end notice links the file.

import type { FiltroDePessoas } from './pessoas.ts';
import type { FormatoDoRelatorio } from './registrointervalo.ts';

export const URL_PESSOAS_CADASTRADAS = '/api/relatorios/pessoascadastradas';
export const URL_ANIVERSARIANTES = '/api/relatorios/aniversariantes';

/** The PDF's row limit of every report (relatorios.ts). */
export { LIMITE_DE_LINHAS_DO_PDF } from './relatorios.ts';

/** The list's filter body (POST /api/pessoas/filter) plus the format, PDF when absent. */
export interface PedidoDePessoasCadastradas extends FiltroDePessoas {
  formato?: FormatoDoRelatorio;
}

/** Active physical persons of the unit whose birthday (day and month) falls in the period. */
export interface PedidoDeAniversariantes {
  /** YYYY-MM-DD; both required, in order, at most a year apart. */
  dataInicial: string;
  dataFinal: string;
  formato: FormatoDoRelatorio;
  situacoes?: number[];
  grupos?: number[];
}
