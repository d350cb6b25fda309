import { describe, expect, it } from 'vitest';
import { lerConfig } from '../../src/server/config.ts';

// The environment the README's table documents, as the server reads it.

describe('lerConfig', () => {
  it('defaults the map to cluster up to 150,000 people in the browser, and reads MAPA_NO_NAVEGADOR', () => {
    expect(lerConfig({}).mapaNoNavegador).toBe(150_000);
    expect(lerConfig({ MAPA_NO_NAVEGADOR: '20000' }).mapaNoNavegador).toBe(20_000);
  });

  it.each(['0', '-5', '1.5', 'muitos'])('refuses MAPA_NO_NAVEGADOR=%s, naming the variable', (valor) => {
    expect(() => lerConfig({ MAPA_NO_NAVEGADOR: valor })).toThrow(`MAPA_NO_NAVEGADOR deve ser um número inteiro positivo (recebido: ${valor}).`);
  });

  it('limits each address to 120 public calls a minute by default, and reads PUBLICO_PEDIDOS and PUBLICO_JANELA_S', () => {
    expect(lerConfig({})).toMatchObject({ publicoPedidos: 120, publicoJanelaSegundos: 60 });
    expect(lerConfig({ PUBLICO_PEDIDOS: '30', PUBLICO_JANELA_S: '10' })).toMatchObject({ publicoPedidos: 30, publicoJanelaSegundos: 10 });
    expect(() => lerConfig({ PUBLICO_PEDIDOS: '0' })).toThrow('PUBLICO_PEDIDOS deve ser um número inteiro positivo (recebido: 0).');
  });
});
