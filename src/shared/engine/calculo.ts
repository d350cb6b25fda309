import { diferencaExata, somaExata } from '../format/decimal.ts';
import { dataMaisMeses } from '../format/meses.ts';
import { valueAtPath } from '../validation/path.ts';
import type { Calculo, Model } from './types.ts';

// Computed fields (a model property's x-calculo), worked out by this one function on both
// sides: the form shows them live and read-only, the server computes them again on every save
// and stores its own result, whatever the client sent. Numbers add as the decimals they are
// written as (decimal.ts), so a sum of installments equals the sum of its rows to the cent.

type Registro = Readonly<Record<string, unknown>>;

/** Every value at a dotted path, stepping into each item of the lists on the way ('parcelas.valor'). */
export function valoresNoCaminho(registro: unknown, caminho: string): unknown[] {
  let atuais: unknown[] = [registro];
  for (const chave of caminho.split('.')) {
    atuais = atuais.flatMap((valor) => {
      const proximo = valueAtPath(valor, chave);
      return Array.isArray(proximo) ? proximo : proximo === undefined ? [] : [proximo];
    });
  }
  return atuais;
}

const numero = (valor: unknown): number | null => (typeof valor === 'number' && Number.isFinite(valor) ? valor : null);

/** One computed value: a sum (0 over no items; items without a number count as nothing), a difference or a date; null when an operand is missing. */
export function avaliarCalculo(calculo: Calculo, registro: unknown): number | string | null {
  if ('soma' in calculo) return somaExata(valoresNoCaminho(registro, calculo.soma).flatMap((v) => numero(v) ?? []));
  if ('diferenca' in calculo) {
    const [a, b] = calculo.diferenca.map((caminho) => numero(valueAtPath(registro, caminho)));
    return a === null || a === undefined || b === null || b === undefined ? null : diferencaExata(a, b);
  }
  const [caminhoDaData, caminhoDosMeses] = calculo.dataMaisMeses;
  const data = valueAtPath(registro, caminhoDaData);
  const meses = numero(valueAtPath(registro, caminhoDosMeses));
  return typeof data === 'string' && meses !== null ? dataMaisMeses(data, meses) : null;
}

/** The paths a computation reads. */
export function operandosDoCalculo(calculo: Calculo): readonly string[] {
  if ('soma' in calculo) return [calculo.soma];
  return 'diferenca' in calculo ? calculo.diferenca : calculo.dataMaisMeses;
}

const ordens = new WeakMap<Model, readonly (readonly [string, Calculo])[]>();

/**
 * The model's computed properties in an order that works each out after those it reads (a
 * balance from a computed total). The model's checks refuse a cycle; meeting one here is a bug.
 */
export function camposCalculados(modelo: Model): readonly (readonly [string, Calculo])[] {
  const guardada = ordens.get(modelo);
  if (guardada !== undefined) return guardada;
  const calculos = new Map(Object.entries(modelo.properties).flatMap(([nome, p]) => (p['x-calculo'] === undefined ? [] : [[nome, p['x-calculo']] as const])));
  const ordem: (readonly [string, Calculo])[] = [];
  const estado = new Map<string, 'visitando' | 'feito'>();
  const visitar = (nome: string): void => {
    const calculo = calculos.get(nome);
    if (calculo === undefined || estado.get(nome) === 'feito') return;
    if (estado.get(nome) === 'visitando') throw new Error(`Campos calculados em ciclo no modelo '${modelo.$id}': ${nome}.`);
    estado.set(nome, 'visitando');
    for (const caminho of operandosDoCalculo(calculo)) visitar(caminho.split('.')[0] ?? caminho);
    estado.set(nome, 'feito');
    ordem.push([nome, calculo]);
  };
  for (const nome of calculos.keys()) visitar(nome);
  ordens.set(modelo, ordem);
  return ordem;
}

/** The record with its computed fields worked out; the same object when none changed. */
export function calcularCampos<R extends Registro>(modelo: Model, registro: R): R & Registro {
  let atual: R & Registro = registro;
  for (const [nome, calculo] of camposCalculados(modelo)) {
    const valor = avaliarCalculo(calculo, atual);
    if (atual[nome] !== valor) atual = { ...atual, [nome]: valor };
  }
  return atual;
}
