import { describe, expect, it } from 'vitest';
import { camposDaAcao, modeloDaAcao, regrasDaAcao, valoresIniciaisDaAcao } from '../../../src/shared/engine/formulario-da-acao.ts';
import type { FormularioDaAcaoDescrito, Model } from '../../../src/shared/engine/types.ts';
import { validateRecord } from '../../../src/shared/validation/index.ts';

// An action's form: its fields resolved as a form section's, its first values from the model's
// defaults, the record and today, and the rules both sides apply to what is sent.

const BAIXA: Model = {
  $id: 'baixa',
  title: 'Baixa',
  type: 'object',
  required: ['data', 'valor', 'conta'],
  properties: {
    data: { type: 'string', title: 'Data', format: 'date' },
    valor: { type: 'number', title: 'Valor', 'x-tipo': 'money', minimum: 0.01 },
    juros: { type: 'number', title: 'Juros', 'x-tipo': 'money', minimum: 0, default: 0 },
    conta: { title: 'Conta', 'x-ref': 'conta' },
  },
};

const FORMULARIO: FormularioDaAcaoDescrito = {
  modelo: 'baixa',
  campos: [{ campo: 'data', largura: 4 }, 'valor', 'juros'],
  valoresIniciais: { data: 'hoje', valor: 'valorAberto' },
};

describe('the form of an action', () => {
  it('resolves its fields as a section does: widget, title, width, requirement', () => {
    expect(camposDaAcao(FORMULARIO, BAIXA).map((c) => [c.campo, c.widget, c.titulo, c.largura, c.obrigatorio])).toEqual([
      ['data', 'date-time-picker', 'Data', 4, true],
      ['valor', 'money', 'Valor', 12, true],
      ['juros', 'money', 'Juros', 12, false],
    ]);
  });

  it("opens with the model's defaults, the record's fields and today", () => {
    expect(valoresIniciaisDaAcao(FORMULARIO, BAIXA, { valorAberto: 33.34, conta: { id: 3 } }, '2025-02-05')).toEqual({ juros: 0, data: '2025-02-05', valor: 33.34 });
    expect(valoresIniciaisDaAcao(FORMULARIO, BAIXA, {}, '2025-02-05')).toEqual({ juros: 0, data: '2025-02-05', valor: null });
  });

  it('checks what is sent with the rules of its fields only', () => {
    const regras = regrasDaAcao(camposDaAcao(FORMULARIO, BAIXA));
    expect(Object.keys(regras)).toEqual(['data', 'valor', 'juros']);
    expect(validateRecord({ data: null, valor: 0, juros: -1 }, regras).map((e) => e.field)).toEqual(['data', 'valor', 'juros']);
    expect(validateRecord({ data: '2025-02-05', valor: 10, juros: 0 }, regras)).toEqual([]);
  });

  it("accepts as the body only the form's fields, required as the model says", () => {
    const modelo = modeloDaAcao(FORMULARIO, BAIXA);
    expect(Object.keys(modelo.properties)).toEqual(['data', 'valor', 'juros']);
    expect(modelo.required).toEqual(['data', 'valor']);
  });
});
