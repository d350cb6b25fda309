import { sql } from 'kysely';
import { registrarGanchos } from '../../resources/index.ts';

// The hooks of the break module's models in the generic resource: the history's "Somente os
// meus" (a parameter of the filter, not a field of historicoIntervalo) keeps the session's own.

export function registrarGanchosDoRegistroDeIntervalo(): void {
  registrarGanchos('historicoIntervalo', {
    filtrar: (ctx, parametros) => (parametros['meus'] === true ? [sql`${ctx.coluna('usuario')} = ${ctx.sessao.usuarioId}`] : []),
  });
}
