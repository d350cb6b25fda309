// The income limits of the scholarships in reais (LC 187/2021, art. 19): full up to `limiteIntegral`
// minimum wages per capita (raised by the social worker's report up to `majoracao`%), 50% up to
// `limiteParcial`. In cents, the multipliers in hundredths, rounded half up to the cent.

import { centavosDosReais } from '../financeiro/centavos.ts';
import { arredondar } from './arredondamento.ts';

export interface LimitesDeRenda {
  integralCentavos: number;
  integralComRelatorioCentavos: number;
  parcialCentavos: number;
}

const centesimos = (n: number): number => Math.round(n * 100);

export function limitesDeRenda(salarioMinimo: number, limiteIntegral: number, limiteParcial: number, majoracao: number): LimitesDeRenda {
  const salario = centavosDosReais(salarioMinimo) ?? 0;
  return {
    integralCentavos: arredondar(salario * centesimos(limiteIntegral), 100),
    integralComRelatorioCentavos: arredondar(salario * centesimos(limiteIntegral) * (100 + majoracao), 10_000),
    parcialCentavos: arredondar(salario * centesimos(limiteParcial), 100),
  };
}
