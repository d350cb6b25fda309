import type { AcaoResolvida } from '../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../shared/engine/types.ts';
import type { AcaoDoGancho, ContextoDoGancho } from './ganchos.ts';
import type { Registro } from './registro.ts';

/**
 * What the action routes need of a screen, whether the engine serves its records (a generic
 * resource) or a hand-written module does (x-modulo: the module's hooks read the record).
 */
export interface AlvoDasAcoes {
  arquivo: string;
  url: string;
  modelo: Model;
  porUnidade: boolean;
  acoes: readonly AcaoResolvida[];
  /** Any model of the catalogue by name: an action form's own model. */
  modeloDe(nome: string): Model | undefined;
  /** One record as the session sees it, locked for the action; null when it cannot see it. */
  ler(ctx: ContextoDoGancho, id: number): Promise<Registro | null>;
  /** The engine's own actions of a generic model (estornar, desativar); a module's hook of the same name wins. */
  embutidas: Readonly<Record<string, AcaoDoGancho>>;
  /** How the engine audits an action on a generic record (what changed); null: the module's hook audits its own. */
  auditar: ((ctx: ContextoDoGancho, acao: string, id: number, antes: Registro) => Promise<Registro | null>) | null;
}
