import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's assets (not a test file itself): an asset of Sede (assets are per unit), an open
// inventory count of Sede and, for
// the institution-wide configuration tables, a record made anew for each call.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDoPatrimonio = 'bemDaMatriz' | 'inventarioDaMatriz';

const DESCARTAVEIS = {
  localDescartavel: { url: 'locais', extra: {} },
  grupoDeBensDescartavel: { url: 'grupos', extra: { depreciavel: false } },
  estadoDeConservacaoDescartavel: { url: 'estadosconservacao', extra: {} },
  formaDeEntradaDoBemDescartavel: { url: 'entradas', extra: { tipo: 'COMPRA' } },
  motivoDeBaixaDescartavel: { url: 'motivosbaixa', extra: { tipo: 'SUCATA' } },
  circunscricaoDescartavel: { url: 'circunscricoes', extra: {} },
  tipoDeAnexoDoBemDescartavel: { url: 'tiposanexos', extra: {} },
} as const;

export type DescartavelDoPatrimonio = keyof typeof DESCARTAVEIS;

export const ehDescartavelDoPatrimonio = (nome: string): nome is DescartavelDoPatrimonio => Object.hasOwn(DESCARTAVEIS, nome);

export async function fixosDoPatrimonio(t: AppDeTeste, admin: Gravar): Promise<Record<FixoDoPatrimonio, number>> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM patrimonio_grupo WHERE codigo = 'MOV'`.execute(t.db);
  const bem = await admin('POST', '/api/patrimonio/bens', { plaqueta: 'MATRIZ-1', descricao: 'Bem da Matriz', grupo: rows[0]!.id, valor: 1200, inicioUso: '2026-01-10' });
  const local = await admin('POST', '/api/patrimonio/locais', { descricao: 'Local da Matriz' });
  const inventario = await admin('POST', '/api/patrimonio/inventarios', { local: local.id });
  return { bemDaMatriz: bem.id, inventarioDaMatriz: inventario.id };
}

/** Makes the `seq`-th disposable record of its kind. */
export async function descartavelDoPatrimonio(admin: Gravar, nome: DescartavelDoPatrimonio, seq: number): Promise<number> {
  const { url, extra } = DESCARTAVEIS[nome];
  const codigo = nome === 'grupoDeBensDescartavel' ? { codigo: `D${seq}` } : {};
  return (await admin('POST', `/api/patrimonio/${url}`, { descricao: `Descartável ${seq}`, ...codigo, ...extra })).id;
}
