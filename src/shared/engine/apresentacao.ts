import type { MaskType } from '../masks/index.ts';
import { fusosHorarios } from '../validation/rules/fuso-horario.ts';
import { encontrarPropriedade, referenciaDoValor, tipoPrincipal, valorUnitario, type PropriedadeEncontrada } from './modelo.ts';
import { tituloPadrao } from './padroes.ts';
import type { Apresentacao } from './tela-resolvida.ts';
import type { Model, ModelProperty, Opcao } from './types.ts';
import { mascaraPadrao } from './widget-padrao.ts';
import { isWidgetKind, type WidgetKind } from './widget-kinds.ts';

// The presentation of one model field: descriptor first, then the model, then defaults.

export interface Sobrescritas {
  titulo?: string;
  widget?: string;
  mascara?: MaskType;
  multiplo?: boolean;
  opcoes?: readonly Opcao[];
  referencia?: string;
}

export function apresentar(
  modelo: Model,
  caminho: string,
  propriedade: ModelProperty,
  descrito: Sobrescritas,
  widgetPadrao: (valor: ModelProperty) => WidgetKind,
): Apresentacao<string> {
  const valor = valorUnitario(modelo, propriedade);
  return {
    titulo: descrito.titulo ?? propriedade.title ?? tituloPadrao(caminho),
    widget: descrito.widget ?? widgetPadrao(valor),
    mascara: descrito.mascara ?? mascaraPadrao(valor),
    formato: valor.format ?? null,
    tipo: valor['x-tipo'] ?? null,
    opcoes: descrito.opcoes ?? opcoesDoModelo(valor),
    referencia: descrito.referencia ?? referenciaDoValor(valor),
    multiplo: descrito.multiplo ?? tipoPrincipal(propriedade) === 'array',
    ...(valor['x-medida'] === undefined ? {} : { medida: valor['x-medida'] }),
    ...(valor['x-refFiltro'] === undefined ? {} : { filtroDaReferencia: valor['x-refFiltro'] }),
    ...(valor['x-casasFixas'] === true && valor['x-casasDecimais'] !== undefined ? { casasFixas: valor['x-casasDecimais'] } : {}),
  };
}

/** The enum as choices, labelled by x-opcoes; null is "no choice", not an option. A time zone chooses among the runtime's. */
export function opcoesDoModelo(valor: ModelProperty): Opcao[] | null {
  if (valor.format === 'fusoHorario') return opcoesDeFuso();
  if (valor.enum === undefined) return null;
  const rotulos = valor['x-opcoes'] ?? {};
  return valor.enum
    .filter((v) => v !== null)
    .map((v) => ({ valor: v, rotulo: Object.hasOwn(rotulos, String(v)) ? (rotulos[String(v)] ?? String(v)) : String(v) }));
}

// The merge trusts a validated descriptor (validarDescritor); a field or kind it cannot
// resolve is a broken deployment, so it throws naming what is missing.

export function exigirPropriedade(modelo: Model, caminho: string): PropriedadeEncontrada {
  const encontrada = encontrarPropriedade(modelo, caminho);
  if (encontrada === undefined) throw new Error(`Campo '${caminho}' não existe no modelo '${modelo.$id}'.`);
  return encontrada;
}

export function exigirWidget<A extends Apresentacao<string>>(apresentacao: A, caminho: string): A & Apresentacao {
  const { widget } = apresentacao;
  if (!isWidgetKind(widget)) throw new Error(`Tipo de widget desconhecido '${widget}' no campo '${caminho}'.`);
  return { ...apresentacao, widget };
}

let fusos: readonly Opcao[] | null = null;

/** Every time zone, in alphabetical order, read without underscores (America/Sao Paulo). */
function opcoesDeFuso(): Opcao[] {
  fusos ??= [...fusosHorarios()].sort().map((fuso) => ({ valor: fuso, rotulo: fuso.replaceAll('_', ' ') }));
  return [...fusos];
}
