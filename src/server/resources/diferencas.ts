import type { Recurso } from './recurso.ts';
import type { Registro } from './registro.ts';

/** {campo: {de, para}} of every property whose value changed (json-compared, so objects too): the audit row's alteracoes. */
export function diferencas(recurso: Recurso, antes: Registro, depois: Registro): Record<string, { de: unknown; para: unknown }> {
  const campos = [...recurso.mapa.colunas.map((c) => c.propriedade), ...(recurso.mapa.estornavel ? ['estornadoEm', 'estornoMotivo'] : [])];
  const saida: Record<string, { de: unknown; para: unknown }> = {};
  for (const campo of campos) {
    const de = antes[campo] ?? null;
    const para = depois[campo] ?? null;
    if (JSON.stringify(de) !== JSON.stringify(para)) saida[campo] = { de, para };
  }
  return saida;
}
