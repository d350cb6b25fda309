import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { DestinoDaImportacao } from './destino.ts';

// One screen's import as the server runs it: where its calls are, who may make them, what its
// columns and keys are, who stores its records, and its background job.

export interface ImportacaoDaTela {
  /** The descriptor's rota.name: an import belongs to the screen it was sent through. */
  tela: string;
  /** The model whose records it creates. */
  modelo: string;
  /** {recurso}/importacao. */
  url: string;
  /** The descriptor's tags.importar. */
  tag: string;
  importacao: ImportacaoResolvida;
  destino: DestinoDaImportacao;
  /** The job's kind: importacao.<the resource's path> (importacao.pessoas for /api/pessoas). */
  tipoDaTarefa: string;
  /** The job's title in the panel and the notice: 'Importação de pessoas'. */
  titulo: string;
}
