import { exigirPropriedade } from './apresentacao.ts';
import { encontrarPropriedade, resolverRef, tipoPrincipal } from './modelo.ts';
import { tituloPadrao } from './padroes.ts';
import { rotasDaImportacao } from './rotas.ts';
import type { ColunaDaImportacaoResolvida, ImportacaoResolvida } from './tela-resolvida.ts';
import type { ColunaDaImportacaoDescrita, Descriptor, DescritorImportacao, Model, ModelProperty } from './types.ts';

// The import line of a descriptor, resolved: its columns (the descriptor's, or the form's fields
// that a cell can hold), its keys, how its notice names the records, and its routes.

/** A value one spreadsheet cell holds: text, a number, yes or no, a choice, a reference by name. */
export function cabeNumaCelula(propriedade: ModelProperty): boolean {
  if (propriedade.readOnly === true) return false;
  if (propriedade['x-ref'] !== undefined) return true;
  if (propriedade['x-tipo'] === 'foto' || propriedade['x-tipo'] === 'anexos') return false;
  const tipo = tipoPrincipal(propriedade);
  return tipo === 'string' || tipo === 'integer' || tipo === 'number' || tipo === 'boolean';
}

/** Without `colunas`: the form's fields a cell can hold, in the form's order; without a form, the model's. */
export function colunasPadrao(descritor: Descriptor, modelo: Model): string[] {
  const campos =
    descritor.formulario?.secoes.flatMap((secao) => secao.campos.map((c) => (typeof c === 'string' ? c : c.campo))) ??
    Object.keys(modelo.properties).filter((nome) => nome !== 'id');
  return campos.filter((campo) => {
    const encontrada = encontrarPropriedade(modelo, campo);
    return encontrada !== undefined && cabeNumaCelula(encontrada.propriedade);
  });
}

/** A name as the middle of a sentence says it: 'Profissões' → 'profissões' (an acronym keeps its case). */
export function emMinusculas(nome: string): string {
  return /^\p{Lu}\p{Ll}/u.test(nome) ? nome.charAt(0).toLowerCase() + nome.slice(1) : nome;
}

function resolverColuna(descrita: ColunaDaImportacaoDescrita, modelo: Model): ColunaDaImportacaoResolvida {
  const coluna = typeof descrita === 'string' ? { campo: descrita } : descrita;
  const sinonimos = coluna.sinonimos ?? [];
  if (coluna.campo === undefined) {
    const titulo = coluna.titulo ?? coluna.parametro ?? '';
    return { nome: coluna.parametro ?? titulo, campo: null, titulo, cabecalhos: [titulo, ...sinonimos], formato: null, obrigatoria: false };
  }
  const { propriedade, exigida } = exigirPropriedade(modelo, coluna.campo);
  const titulo = coluna.titulo ?? propriedade.title ?? tituloPadrao(coluna.campo);
  return {
    nome: coluna.campo,
    campo: coluna.campo,
    titulo,
    cabecalhos: [titulo, ...sinonimos],
    formato: (resolverRef(modelo, propriedade) ?? propriedade).format ?? null,
    // A field of an optional object (pessoaFisica.rg) is required only once the object is there.
    obrigatoria: exigida && !coluna.campo.includes('.'),
  };
}

export function resolverImportacao(descritor: Descriptor, importacao: DescritorImportacao, modelo: Model): ImportacaoResolvida {
  const rotas = rotasDaImportacao(descritor);
  const tag = descritor.tags.importar;
  // validarDescritor refuses an import without its tag.
  if (rotas === null || tag === undefined) throw new Error(`A tela '${descritor.rota.name}' não declara importação com a tag importar.`);
  return {
    tag,
    colunas: (importacao.colunas ?? colunasPadrao(descritor, modelo)).map((c) => resolverColuna(c, modelo)),
    chaves: importacao.chave.map((c) => (typeof c === 'string' ? [c] : [...c])),
    nomes: { singular: emMinusculas(modelo.title), plural: emMinusculas(importacao.plural ?? descritor.titulo), titulo: importacao.plural ?? descritor.titulo, genero: importacao.genero ?? 'masculino' },
    rotas,
  };
}
