import { MENSAGENS_DO_PATRIMONIO as M } from '../../../shared/patrimonio/mensagens.ts';
import type { GanchosDoModelo } from '../../resources/ganchos.ts';
import { numero } from '../financeiro/valores.ts';

// The asset group's rule (model patrimonioGrupo): a group that depreciates has a yearly rate or a
// life in months (a life left at zero is the rate's, 100 ÷ rate years, as RFB IN 1700/2017 Annex
// III reads); one that does not (land) keeps neither.

const vidaDaTaxa = (taxa: number): number => Math.round(1200 / taxa);

export const GANCHOS_DO_GRUPO: GanchosDoModelo = {
  validar(_ctx, registro) {
    if (registro['depreciavel'] === false) return [];
    const taxa = numero(registro['taxaAnual']) ?? 0;
    const vida = numero(registro['vidaUtilMeses']) ?? 0;
    return taxa <= 0 && vida <= 0 ? [{ field: 'vidaUtilMeses', message: M.grupoSemVida }] : [];
  },
  antesDeSalvar(_ctx, registro) {
    if (registro['depreciavel'] === false) return Promise.resolve({ ...registro, taxaAnual: 0, vidaUtilMeses: 0 });
    const taxa = numero(registro['taxaAnual']) ?? 0;
    const vida = numero(registro['vidaUtilMeses']) ?? 0;
    return Promise.resolve({ ...registro, vidaUtilMeses: vida > 0 ? vida : vidaDaTaxa(taxa) });
  },
};
