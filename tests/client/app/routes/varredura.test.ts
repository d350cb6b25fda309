import { describe, expect, it } from 'vitest';
import { FAMILIAS } from '../../../../src/client/app/routes/familias/index.ts';
import { ROTAS_DA_VARREDURA } from '../../../../e2e/support/rotas.ts';

// The accessibility sweep (e2e/acessibilidade.spec.ts) opens every route of the route table: a route
// added without its line in e2e/support/rotas.ts would go unchecked, so this fails instead.

const caminhos: string[] = FAMILIAS.flatMap((familia) => familia.rotas.flatMap((rota) => [rota.path, ...('abas' in rota ? rota.abas.map((aba) => aba.path) : [])]));

describe('the accessibility sweep', () => {
  it('opens every path of the route table, and no path the table lacks', () => {
    const varridos = Object.keys(ROTAS_DA_VARREDURA);
    expect({ faltando: caminhos.filter((c) => !varridos.includes(c)), sobrando: varridos.filter((c) => !caminhos.includes(c)) }).toEqual({ faltando: [], sobrando: [] });
  });
});
