import { sql } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from '../../../shared/patrimonio/mensagens.ts';
import { conferirRegra } from '../../../shared/patrimonio/regra.ts';
import { HttpError } from '../../http/erros.ts';
import type { GanchosDoModelo } from '../../resources/ganchos.ts';
import { idDe, numero, texto } from '../financeiro/valores.ts';
import { cronogramaEmReais, lerGrupo, regraDoRegistro } from './regraDoBem.ts';

// The asset's rules on the generic form (model bem): the tag number is unique in the institution
// (every unit), the depreciation rule is judged by the simulation's own check, a blank life takes
// the group's, and the schedule the form shows is computed here on every save (the list sent is
// replaced). A group that does not depreciate (land) stores no life and no schedule.

async function plaquetaRepetida(db: Parameters<NonNullable<GanchosDoModelo['validar']>>[0]['trx'], plaqueta: string, id: number | null): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM bem WHERE lower(plaqueta) = lower(${plaqueta}) AND id IS DISTINCT FROM ${id}`.execute(db);
  return rows.length > 0;
}

export const GANCHOS_DO_BEM: GanchosDoModelo = {
  async validar(ctx, registro, antes) {
    const erros: FieldError[] = [];
    const plaqueta = texto(registro['plaqueta'])?.trim() ?? '';
    if (plaqueta !== '' && (await plaquetaRepetida(ctx.trx, plaqueta, idDe(antes?.['id'])))) {
      erros.push({ field: 'plaqueta', message: interpolar(M.plaquetaRepetida, { plaqueta }) });
    }
    const grupoId = idDe(registro['grupo']);
    const grupo = grupoId === null ? null : await lerGrupo(ctx.trx, grupoId);
    if (grupo === null || !grupo.depreciavel) return erros;
    const vida = numero(registro['vidaUtilMeses']);
    const conferida = conferirRegra({
      valor: registro['valor'],
      valorResidual: registro['valorResidual'],
      vidaUtilMeses: vida === null || vida === 0 ? grupo.vidaUtilMeses : vida,
      inicioUso: texto(registro['inicioUso'])?.slice(0, 10),
      depreciacaoAcumulada: registro['depreciacaoAcumulada'],
    });
    return 'erros' in conferida ? [...erros, ...conferida.erros] : erros;
  },

  async antesDeSalvar(ctx, registro) {
    const grupoId = idDe(registro['grupo']);
    const grupo = grupoId === null ? null : await lerGrupo(ctx.trx, grupoId);
    if (grupo === null) throw new HttpError(422, M.grupoInexistente);
    const regra = regraDoRegistro(registro, grupo);
    return {
      ...registro,
      vidaUtilMeses: regra?.vidaUtilMeses ?? 0,
      valorResidual: regra === null ? 0 : (numero(registro['valorResidual']) ?? 0),
      depreciacaoAcumulada: regra === null ? 0 : (numero(registro['depreciacaoAcumulada']) ?? 0),
      cronograma: cronogramaEmReais(regra),
    };
  },
};
