import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rotuloDaSecao } from '../../../src/client/bespoke/configuracaocampo/tipos.ts';
import { expandirFilhos } from '../../../src/shared/engine/filhos.ts';
import { encontrarPropriedade, resolverRef, valorUnitario } from '../../../src/shared/engine/modelo.ts';
import type { Descriptor, Model, ModelProperty, Opcao } from '../../../src/shared/engine/types.ts';

// The texts of screens/ and schemas/ that the engine shows, walked as the engine reads them: the
// screen's title, its form's headings, its columns', filters' and fields' titles (the descriptor's, else the model
// property's), a number's measure, a setting's help, the labels of their options, sections and tabs, the items of a list of objects,
// a table's columns and caption nouns, its actions' buttons, confirmations, prompts and forms, a read-only field's reason, and the tags the screen adds to the catalogue. A field without a title shows its own name (an
// identifier), and a text without a word (#, CPF) says the same in every language: neither is a key.

const RAIZ = path.resolve(import.meta.dirname, '../../..');

function json<T>(arquivo: string): T {
  return JSON.parse(readFileSync(arquivo, 'utf8')) as T;
}

const arquivosJson = (pasta: string): string[] =>
  readdirSync(path.join(RAIZ, pasta), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name));

const temPalavra = (texto: string): boolean => /[a-záéíóúâêôãõç]{2,}/i.test(texto) && !/^[A-Z0-9 .:/+\-–()]+$/.test(texto.trim());

type Texto = string | undefined;

/** The labels of an enum, by value (x-opcoes). */
const rotulosDoModelo = (propriedade: ModelProperty): string[] => Object.values(propriedade['x-opcoes'] ?? {});

/** A field as a column, a filter or the form shows it: its title, the labels of its choices and the measure after a number. */
function textosDoCampo(modelo: Model, caminho: string, titulo: Texto, opcoes?: readonly Opcao[]): Texto[] {
  const propriedade = encontrarPropriedade(modelo, caminho)?.propriedade;
  if (propriedade === undefined) return [titulo, ...(opcoes ?? []).map((o) => o.rotulo)];
  return [titulo ?? propriedade.title, propriedade['x-medida'], ...(opcoes?.map((o) => o.rotulo) ?? rotulosDoModelo(valorUnitario(modelo, propriedade)))];
}

/** A settings screen shows each setting's help (the model's description) under it. */
const ajudaDoCampo = (descritor: Descriptor, modelo: Model, caminho: string): Texto[] =>
  descritor.configuracao === true ? [encontrarPropriedade(modelo, caminho)?.propriedade.description] : [];

/** A list of objects is edited item by item: the item's title and its fields' (read-only ones are not shown, but for a table's columns). */
function textosDosItens(modelo: Model, caminho: string, tabela: boolean): Texto[] {
  const lista = encontrarPropriedade(modelo, caminho)?.propriedade;
  const itens = lista?.items === undefined ? undefined : (resolverRef(modelo, lista.items) ?? lista.items);
  if (itens?.properties === undefined) return [];
  return [
    itens.title,
    ...Object.values(itens.properties).flatMap((bruta) => {
      const propriedade = resolverRef(modelo, bruta) ?? bruta;
      return propriedade.readOnly === true && !tabela ? [] : [propriedade.title, ...rotulosDoModelo(valorUnitario(modelo, propriedade))];
    }),
  ];
}

function textosDaTela(descritor: Descriptor, modelo: Model, modelos: ReadonlyMap<string, Model>): Texto[] {
  const { lista, filtro, formulario } = descritor;
  const colunas = (lista?.colunas ?? []).map((c) => (typeof c === 'string' ? { campo: c } : c));
  return [
    descritor.titulo,
    ...(descritor.novasTags ?? []).flatMap((tag) => [tag.descricao, tag.modulo]),
    ...colunas.flatMap((c) => textosDoCampo(modelo, c.campo, c.titulo)),
    // The search box names the fields it searches: by their column's title or the model's (as each server module does).
    ...(lista?.camposPesquisados ?? []).flatMap((campo) => [colunas.find((c) => c.campo === campo)?.titulo, encontrarPropriedade(modelo, campo)?.propriedade.title]),
    // A figure of resumos is named by its rotulo, else by the title of the field it sums.
    ...(lista?.resumos ?? []).map((r) => r.rotulo ?? (r.soma === undefined ? undefined : encontrarPropriedade(modelo, r.soma)?.propriedade.title)),
    ...(filtro?.campos ?? []).flatMap((c) => {
      const campo = typeof c === 'string' ? { campo: c } : c;
      // A filter-only parameter is all the descriptor's.
      return campo.campo === undefined ? [campo.titulo, ...(campo.opcoes ?? []).map((o) => o.rotulo)] : textosDoCampo(modelo, campo.campo, campo.titulo, campo.opcoes);
    }),
    ...(formulario?.secoes ?? []).flatMap((secao) => [
      // The field configuration names a section without a title by its name made readable.
      secao.titulo ?? rotuloDaSecao({ nome: secao.nome, titulo: null, visivel: true, campos: [] }),
      ...secao.campos.flatMap((c) => {
        const campo = typeof c === 'string' ? { campo: c } : c;
        return [
          ...textosDoCampo(modelo, campo.campo, campo.titulo),
          ...ajudaDoCampo(descritor, modelo, campo.campo),
          ...textosDosItens(modelo, campo.campo, campo.widget === 'tabela'),
          // A table's caption counts its rows with this noun.
          ...(campo.tabela?.legenda ?? []),
          // Why the record's state keeps the field read only, shown in its section.
          campo.motivoSomenteLeitura,
        ];
      }),
    ]),
    ...(formulario?.abas ?? []).map((aba) => aba.titulo),
    formulario?.titulos?.novo,
    formulario?.titulos?.edicao,
    // The import's columns: a field's title (the descriptor's, else the model's), or a parameter's.
    ...(descritor.importacao?.colunas ?? []).flatMap((c) => {
      const coluna = typeof c === 'string' ? { campo: c } : c;
      return coluna.campo === undefined ? [coluna.titulo] : textosDoCampo(modelo, coluna.campo, coluna.titulo);
    }),
    // The records' name in the import's pages when it is not the screen's title.
    descritor.importacao?.plural,
    // Each action's button, its confirmation, its prompt, the dialog that shows its reply, and its form's dialog (title, button, fields of its own model).
    ...(descritor.acoes ?? []).flatMap((acao) => {
      const doFormulario = acao.formulario === undefined ? undefined : modelos.get(acao.formulario.modelo);
      return [
        acao.rotulo,
        acao.confirmacao?.titulo,
        acao.confirmacao?.mensagem,
        acao.confirmacao?.botao,
        acao.pergunta?.titulo,
        acao.pergunta?.rotulo,
        acao.formulario?.titulo,
        acao.formulario?.botao,
        acao.mostrar?.titulo,
        acao.mostrar?.mensagem,
        acao.mostrar?.rotulo,
        ...(acao.formulario?.campos ?? []).flatMap((c) => {
          const campo = typeof c === 'string' ? { campo: c } : c;
          return doFormulario === undefined ? [campo.titulo] : [...textosDoCampo(doFormulario, campo.campo, campo.titulo), ...textosDosItens(doFormulario, campo.campo, campo.widget === 'tabela')];
        }),
      ];
    }),
  ];
}

/** The texts of the screen descriptors (screens/, schemas/) that the engine shows through t(). */
export function textosDosDescritores(): string[] {
  const lidos = Object.fromEntries(arquivosJson('schemas').filter((a) => !a.includes(`${path.sep}_meta${path.sep}`)).map((a) => {
    const modelo = json<Model>(a);
    return [modelo.$id, modelo] as const;
  }));
  // A child table's list shows its child model's fields, as the loader expands it.
  const modelos = new Map(Object.entries(expandirFilhos(lidos).modelos));
  const textos = arquivosJson('screens').flatMap((arquivo) => {
    const descritor = json<Descriptor>(arquivo);
    const modelo = modelos.get(descritor.modelo);
    if (modelo === undefined) throw new Error(`${arquivo}: o modelo '${descritor.modelo}' não existe em schemas/.`);
    return textosDaTela(descritor, modelo, modelos);
  });
  const comPalavra = textos.filter((texto): texto is string => texto !== undefined && temPalavra(texto));
  return [...new Set(comPalavra)].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
