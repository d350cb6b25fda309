import { operandosDoCalculo } from './calculo.ts';
import { encontrarPropriedade, resolverRef, tipoPrincipal } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { Calculo, Model, ModelProperty } from './types.ts';

// The checks of computed fields (x-calculo) that the meta-schema cannot make: each operand is a
// field of the right kind, the result's type is what the computation gives, and no computed
// field depends on itself through others.

const ehNumero = (p: ModelProperty | undefined): boolean => p !== undefined && ['number', 'integer'].includes(tipoPrincipal(p) ?? '');

/**
 * The property a sum reads: the path steps into the items of at least one list. A list whose
 * items the model does not describe (children kept in a table of their own) is taken on trust.
 */
function numeroDosItens(modelo: Model, caminho: string): boolean {
  let pai: ModelProperty | undefined = { properties: modelo.properties };
  let passouPorLista = false;
  for (const nome of caminho.split('.')) {
    const bruta: ModelProperty | undefined = pai?.properties !== undefined && Object.hasOwn(pai.properties, nome) ? pai.properties[nome] : undefined;
    const propriedade: ModelProperty | undefined = bruta === undefined ? undefined : resolverRef(modelo, bruta);
    if (propriedade === undefined) return false;
    if (tipoPrincipal(propriedade) !== 'array') {
      pai = propriedade;
      continue;
    }
    passouPorLista = true;
    if (propriedade.items === undefined) return true;
    pai = resolverRef(modelo, propriedade.items);
  }
  return passouPorLista && ehNumero(pai);
}

function problemasDosOperandos(modelo: Model, calculo: Calculo, ponteiro: string): Problema[] {
  if ('soma' in calculo) {
    return numeroDosItens(modelo, calculo.soma)
      ? []
      : [{ caminho: noCaminho(ponteiro, 'soma'), mensagem: `'${calculo.soma}' não é um número dos itens de uma lista do modelo.` }];
  }
  const [primeiro, segundo] = 'diferenca' in calculo ? calculo.diferenca : calculo.dataMaisMeses;
  const chave = 'diferenca' in calculo ? 'diferenca' : 'dataMaisMeses';
  const achar = (caminho: string) => encontrarPropriedade(modelo, caminho)?.propriedade;
  const problemas: Problema[] = [];
  const dataOk = chave === 'dataMaisMeses' ? achar(primeiro)?.format === 'date' : ehNumero(achar(primeiro));
  if (!dataOk) {
    const esperado = chave === 'dataMaisMeses' ? "um campo com format 'date'" : 'um campo numérico';
    problemas.push({ caminho: noCaminho(ponteiro, chave, 0), mensagem: `'${primeiro}' não é ${esperado} do modelo.` });
  }
  if (!ehNumero(achar(segundo))) problemas.push({ caminho: noCaminho(ponteiro, chave, 1), mensagem: `'${segundo}' não é um campo numérico do modelo.` });
  return problemas;
}

function problemaDoResultado(propriedade: ModelProperty, calculo: Calculo, ponteiro: string): Problema[] {
  if ('dataMaisMeses' in calculo) {
    return tipoPrincipal(propriedade) === 'string' && propriedade.format === 'date'
      ? []
      : [{ caminho: ponteiro, mensagem: "dataMaisMeses dá uma data: a propriedade deve ser string com format 'date'." }];
  }
  return ehNumero(propriedade) ? [] : [{ caminho: ponteiro, mensagem: 'soma e diferenca dão um número: a propriedade deve ser number.' }];
}

function problemaDeSomenteLeitura(propriedade: ModelProperty, ponteiro: string): Problema[] {
  return propriedade.readOnly === true ? [{ caminho: ponteiro, mensagem: 'Um campo calculado é gravado pelo servidor: tire o readOnly (o formulário já o mostra sem edição).' }] : [];
}

/** A computed field that reads itself, directly or through other computed fields. */
function ciclos(modelo: Model): Problema[] {
  const dependencias = new Map(
    Object.entries(modelo.properties).flatMap(([nome, p]) => {
      const calculo = p['x-calculo'];
      return calculo === undefined ? [] : [[nome, operandosDoCalculo(calculo).map((c) => c.split('.')[0] ?? c)] as const];
    }),
  );
  const problemas: Problema[] = [];
  for (const inicio of dependencias.keys()) {
    const caminho = [inicio];
    const volta = (nome: string): boolean =>
      (dependencias.get(nome) ?? []).some((proximo) => {
        if (proximo === inicio) return true;
        if (caminho.includes(proximo) || !dependencias.has(proximo)) return false;
        caminho.push(proximo);
        return volta(proximo) || (caminho.pop(), false);
      });
    if (volta(inicio)) problemas.push({ caminho: noCaminho('/properties', inicio, 'x-calculo'), mensagem: `Campos calculados em ciclo: ${[...caminho, inicio].join(' → ')}.` });
  }
  return problemas;
}

export function verificarCalculos(modelo: Model): Problema[] {
  const problemas = Object.entries(modelo.properties).flatMap(([nome, bruta]) => {
    const calculo = bruta['x-calculo'];
    if (calculo === undefined) return [];
    const ponteiro = noCaminho('/properties', nome, 'x-calculo');
    const propriedade = resolverRef(modelo, bruta) ?? bruta;
    return [...problemaDoResultado(propriedade, calculo, ponteiro), ...problemaDeSomenteLeitura(propriedade, ponteiro), ...problemasDosOperandos(modelo, calculo, ponteiro)];
  });
  return [...problemas, ...ciclos(modelo)];
}
