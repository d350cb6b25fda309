import { ehDataISO } from '../calendario/data.ts';
import { centavosDosReais } from '../financeiro/centavos.ts';
import type { RegraDeDepreciacao } from './depreciacao.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from './mensagens.ts';

// The simulation's input as the wire carries it (reais with two decimals), checked field by field
// into a rule in cents. The same check guards the asset's form on the server.

export interface EntradaDaSimulacao {
  valor?: unknown;
  valorResidual?: unknown;
  vidaUtilMeses?: unknown;
  inicioUso?: unknown;
  depreciacaoAcumulada?: unknown;
}

export type ErroDeCampo = { field: string; message: string };

const VIDA_MAXIMA = 1200;

const centavos = (valor: unknown): number | null => (typeof valor === 'number' ? centavosDosReais(valor) : null);

export function conferirRegra(entrada: EntradaDaSimulacao): { regra: RegraDeDepreciacao } | { erros: ErroDeCampo[] } {
  const erros: ErroDeCampo[] = [];
  const valor = centavos(entrada.valor);
  const residual = entrada.valorResidual === undefined || entrada.valorResidual === null ? 0 : centavos(entrada.valorResidual);
  const acumulada = entrada.depreciacaoAcumulada === undefined || entrada.depreciacaoAcumulada === null ? 0 : centavos(entrada.depreciacaoAcumulada);
  const vida = entrada.vidaUtilMeses;
  // The residual and the accumulated amount are judged against a valid value only.
  const base = valor !== null && valor > 0 ? valor : null;
  if (valor === null || valor <= 0) erros.push({ field: 'valor', message: M.valorInvalido });
  if (residual === null || residual < 0 || (base !== null && residual > base)) erros.push({ field: 'valorResidual', message: M.residualInvalido });
  if (typeof vida !== 'number' || !Number.isInteger(vida) || vida < 1 || vida > VIDA_MAXIMA) erros.push({ field: 'vidaUtilMeses', message: M.vidaInvalida });
  if (!ehDataISO(entrada.inicioUso)) erros.push({ field: 'inicioUso', message: M.inicioInvalido });
  if (acumulada === null || acumulada < 0 || (base !== null && residual !== null && acumulada > base - residual)) {
    erros.push({ field: 'depreciacaoAcumulada', message: M.acumuladaInvalida });
  }
  if (erros.length > 0) return { erros };
  return {
    regra: {
      valorCentavos: valor!,
      residualCentavos: residual!,
      vidaUtilMeses: vida as number,
      inicioUso: entrada.inicioUso as string,
      acumuladaCentavos: acumulada!,
    },
  };
}
