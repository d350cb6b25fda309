import type { Mapeamento } from '../../../shared/api/importacao.ts';
import type { ColunaDaImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';

// The mapping suggested for a file's header: a file column whose header is an import column's
// title or one of its synonyms, compared without accents, case, spaces or punctuation ('E-mail',
// 'email', 'EMAIL ' all suggest emailPrincipal). Each import column takes the first such file
// column, each file column one import column.

export const chaveDoCabecalho = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export function sugerirMapeamento(cabecalhos: readonly string[], colunas: readonly ColunaDaImportacaoResolvida[]): Mapeamento {
  const porCabecalho = new Map<string, string>();
  for (const coluna of colunas) {
    for (const texto of coluna.cabecalhos) if (!porCabecalho.has(chaveDoCabecalho(texto))) porCabecalho.set(chaveDoCabecalho(texto), coluna.nome);
  }
  const mapeamento: Record<string, number> = {};
  cabecalhos.forEach((cabecalho, indice) => {
    const nome = porCabecalho.get(chaveDoCabecalho(cabecalho));
    if (nome !== undefined && !Object.hasOwn(mapeamento, nome)) mapeamento[nome] = indice;
  });
  return mapeamento;
}
