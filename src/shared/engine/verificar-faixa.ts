import { limitesDaPropriedade, ehWidgetDeFaixa } from './faixa.ts';
import { encontrarPropriedade } from './modelo.ts';
import type { Problema } from './problema.ts';
import type { CampoDoFiltroResolvido } from './tela-resolvida.ts';
import type { Model } from './types.ts';

/** A period filters a date; a from–to range, a date or a number of the model; neither takes several values. */
export function verificarFaixa(campo: CampoDoFiltroResolvido, modelo: Model, ponteiro: string): Problema[] {
  const { widget } = campo;
  if (!ehWidgetDeFaixa(widget)) return [];
  if (campo.multiplo) return [{ caminho: ponteiro, mensagem: `O filtro ${widget} escolhe uma faixa, não vários valores: tire multiplo.` }];
  if (campo.campo === null) {
    return widget === 'intervalo' ? [{ caminho: ponteiro, mensagem: 'O filtro intervalo precisa de um campo do modelo (number, integer ou data).' }] : [];
  }
  const propriedade = encontrarPropriedade(modelo, campo.campo)?.propriedade;
  const limites = propriedade === undefined ? null : limitesDaPropriedade(propriedade);
  if (widget === 'periodo' && limites !== 'data') return [{ caminho: ponteiro, mensagem: `O filtro periodo precisa de um campo de data (format date ou date-time); '${campo.campo}' não é.` }];
  if (limites === null) return [{ caminho: ponteiro, mensagem: `O filtro intervalo precisa de um campo number, integer ou de data; '${campo.campo}' não é.` }];
  return [];
}
