import type { FormatoDoRelatorio } from '../../../shared/api/registrointervalo.ts';
import type { FiltroResolvido, ListaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { ConsultaDaLista } from '../parametros-da-lista.ts';
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

/** A print job's input: the list's query as the request judged it, and the format and columns asked. */
export interface ParametrosDaImpressao {
  formato: FormatoDoRelatorio;
  /** The list's query string as GET {recurso} reads it: q, sort and the filter's parameters. */
  consulta: ConsultaDaLista;
  /** The columns to print (their campo), in order. */
  colunas: string[];
  /** When it was asked (ISO): a period like "Este mês" is that month, whenever the job runs. */
  pedidoEm: string;
}
