// The default useful lives of the asset groups, from the annual rates of RFB IN 1700/2017,
// Annex III: a rate of r% a year depreciates over 100 ÷ r years. Land (terrenos) is never
// depreciated (rate 0, no schedule).

export interface GrupoPadrao {
  codigo: string;
  descricao: string;
  taxaAnual: number;
  vidaUtilMeses: number;
  depreciavel: boolean;
}

const grupo = (codigo: string, descricao: string, taxaAnual: number): GrupoPadrao => ({
  codigo,
  descricao,
  taxaAnual,
  vidaUtilMeses: taxaAnual === 0 ? 0 : Math.round((100 / taxaAnual) * 12),
  depreciavel: taxaAnual > 0,
});

export const GRUPOS_PADRAO: readonly GrupoPadrao[] = [
  grupo('EDIF', 'Edificações', 4),
  grupo('MAQ', 'Máquinas e equipamentos', 10),
  grupo('MOV', 'Móveis e utensílios', 10),
  grupo('VEIC', 'Veículos', 20),
  grupo('INFO', 'Computadores e periféricos', 20),
  grupo('FERR', 'Ferramentas', 20),
  grupo('TERR', 'Terrenos', 0),
];
