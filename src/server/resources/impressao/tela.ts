import type { FiltroResolvido, ListaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Recurso } from '../recurso.ts';

/** A screen that prints its list (tags.imprimir): its resource, its list and filter as resolved, its job. */
export interface ImpressaoDaTela {
  recurso: Recurso;
  /** The screen's title, the report's and its notice's. */
  titulo: string;
  tag: string;
  lista: ListaResolvida;
  filtro: FiltroResolvido | null;
  /** impressao.<the resource's path>, as imports name theirs. */
  tipoDaTarefa: string;
  /** The file's name before its date: the screen's route name, dashed (financeiro-configuracoes-categoria). */
  nomeDoArquivo: string;
}
