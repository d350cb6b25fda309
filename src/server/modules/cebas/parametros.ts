import type { ParametrosDoCebas } from '../../../shared/api/cebas.ts';
import type { Model } from '../../../shared/engine/types.ts';
import type { Db } from '../../db/database.ts';
import { lerAjustes } from '../../resources/ajustes.ts';

// The CEBAS parameters in force (the configuration screen cebas/configuracao keeps them in the
// table ajuste, the institution's): the stored values over the model's defaults.

export async function lerParametrosDoCebas(db: Db, modelo: Model): Promise<ParametrosDoCebas> {
  const { valores } = await lerAjustes(db, { modelo, unidadeId: null });
  return {
    anoSalarioMinimo: Number(valores['anoSalarioMinimo']),
    salarioMinimo: Number(valores['salarioMinimo']),
    limiteIntegral: Number(valores['limiteIntegral']),
    limiteParcial: Number(valores['limiteParcial']),
    majoracaoAssistenteSocial: Number(valores['majoracaoAssistenteSocial']),
    prouni: valores['prouni'] === true,
  };
}
