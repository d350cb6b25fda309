import { CAMPOS_DA_IMPORTACAO, CAMPOS_IMPORTAVEIS, type CampoImportavel, type Mapeamento } from '../../../../shared/api/importacao.ts';

// The mapping suggested for a file's header: a column whose header is a field's label or one of
// its synonyms, compared without accents, case, spaces or punctuation ('E-mail', 'email',
// 'EMAIL ' all suggest emailPrincipal). Each field takes the first such column, each column one field.

export const chaveDoCabecalho = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const CHAVES: ReadonlyMap<string, CampoImportavel> = new Map(
  CAMPOS_IMPORTAVEIS.flatMap((campo) => {
    const { rotulo, sinonimos } = CAMPOS_DA_IMPORTACAO[campo];
    return [rotulo, ...sinonimos].map((texto) => [chaveDoCabecalho(texto), campo] as const);
  }),
);

export function sugerirMapeamento(colunas: readonly string[]): Mapeamento {
  const mapeamento: Mapeamento = {};
  colunas.forEach((coluna, indice) => {
    const campo = CHAVES.get(chaveDoCabecalho(coluna));
    if (campo !== undefined && mapeamento[campo] === undefined) mapeamento[campo] = indice;
  });
  return mapeamento;
}
