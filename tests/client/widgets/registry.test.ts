import { describe, expect, it } from 'vitest';
import { REGISTRO_DE_WIDGETS, criarRegistro, widgetDoTipo } from '../../../src/client/widgets/registry.ts';
import { QInputWidget } from '../../../src/client/widgets/q-input/index.ts';
import { WIDGET_KINDS } from '../../../src/shared/engine/widget-kinds.ts';

describe('the widget registry', () => {
  it('maps every kind of the specification, and nothing else', () => {
    expect(Object.keys(REGISTRO_DE_WIDGETS).sort()).toEqual([...WIDGET_KINDS].sort());
    for (const kind of WIDGET_KINDS) expect(widgetDoTipo(kind), kind).toBeDefined();
  });

  it('resolves a kind by name', () => {
    expect(widgetDoTipo('q-input')).toBe(QInputWidget);
  });

  it('refuses an unknown kind, naming it', () => {
    expect(() => widgetDoTipo('q-inpt')).toThrow('Tipo de componente desconhecido: q-inpt');
  });

  it('lets a kind be replaced without touching the others', () => {
    const Outro = () => null;
    const registro = criarRegistro({ 'q-input': Outro });
    expect(widgetDoTipo('q-input', registro)).toBe(Outro);
    expect(widgetDoTipo('money', registro)).toBe(REGISTRO_DE_WIDGETS.money);
  });
});
