import type {
  CampoDoFiltroDescrito,
  ColunaDaImportacaoDescrita,
  ColunaDescrita,
  CampoDoFormularioDescrito,
  Descriptor,
  DescritorFormulario,
  FormularioDaAcaoDescrito,
  Model,
  ModelProperty,
  Opcao,
} from '../../../shared/engine/types.ts';

// A screen's texts in the language in force, before the merge: every text the engine shows of a
// descriptor (the screen's, columns', filters', fields', sections', tabs' and import columns'
// titles, option labels, the resumos' labels) and of its model (fields' titles and help, measures, enum labels, a list item's title). What the merge
// and the widgets then show is already translated; identifiers, paths and rules are untouched.

export type Traduzir = (texto: string) => string;

const comTitulo = <T extends { titulo?: string }>(objeto: T, traduzir: Traduzir): T =>
  objeto.titulo === undefined ? objeto : { ...objeto, titulo: traduzir(objeto.titulo) };

const opcoesTraduzidas = (opcoes: readonly Opcao[], traduzir: Traduzir): Opcao[] => opcoes.map((o) => ({ ...o, rotulo: traduzir(o.rotulo) }));

function coluna(descrita: ColunaDescrita, traduzir: Traduzir): ColunaDescrita {
  return typeof descrita === 'string' ? descrita : comTitulo(descrita, traduzir);
}

function campoDoFiltro(descrito: CampoDoFiltroDescrito, traduzir: Traduzir): CampoDoFiltroDescrito {
  if (typeof descrito === 'string') return descrito;
  const campo = comTitulo(descrito, traduzir);
  return campo.opcoes === undefined ? campo : { ...campo, opcoes: opcoesTraduzidas(campo.opcoes, traduzir) };
}

function campoDoFormulario(descrito: CampoDoFormularioDescrito, traduzir: Traduzir): CampoDoFormularioDescrito {
  if (typeof descrito === 'string') return descrito;
  const campo = comTitulo(descrito, traduzir);
  return campo.motivoSomenteLeitura === undefined ? campo : { ...campo, motivoSomenteLeitura: traduzir(campo.motivoSomenteLeitura) };
}

function colunaDaImportacao(descrita: ColunaDaImportacaoDescrita, traduzir: Traduzir): ColunaDaImportacaoDescrita {
  return typeof descrita === 'string' ? descrita : comTitulo(descrita, traduzir);
}

function titulosTraduzidos(titulos: NonNullable<DescritorFormulario['titulos']>, traduzir: Traduzir): DescritorFormulario['titulos'] {
  return {
    ...(titulos.novo === undefined ? {} : { novo: traduzir(titulos.novo) }),
    ...(titulos.edicao === undefined ? {} : { edicao: traduzir(titulos.edicao) }),
  };
}

/** An action's form: its dialog's title and button, its fields' titles. */
export function traduzirFormularioDaAcao(formulario: FormularioDaAcaoDescrito, traduzir: Traduzir): FormularioDaAcaoDescrito {
  return {
    ...comTitulo(formulario, traduzir),
    ...(formulario.botao === undefined ? {} : { botao: traduzir(formulario.botao) }),
    campos: formulario.campos.map((c) => campoDoFormulario(c, traduzir)),
  };
}

export function traduzirDescritor(descritor: Descriptor, traduzir: Traduzir): Descriptor {
  const { lista, filtro, formulario, importacao } = descritor;
  return {
    ...descritor,
    titulo: traduzir(descritor.titulo),
    ...(lista
      ? {
          lista: {
            ...lista,
            colunas: lista.colunas.map((c) => coluna(c, traduzir)),
            ...(lista.resumos ? { resumos: lista.resumos.map((r) => (r.rotulo === undefined ? r : { ...r, rotulo: traduzir(r.rotulo) })) } : {}),
          },
        }
      : {}),
    ...(filtro ? { filtro: { campos: filtro.campos.map((c) => campoDoFiltro(c, traduzir)) } } : {}),
    ...(formulario
      ? {
          formulario: {
            ...formulario,
            secoes: formulario.secoes.map((secao) => ({
              ...comTitulo(secao, traduzir),
              campos: secao.campos.map((c) => campoDoFormulario(c, traduzir)),
            })),
            ...(formulario.abas ? { abas: formulario.abas.map((aba) => ({ ...aba, titulo: traduzir(aba.titulo) })) } : {}),
            ...(formulario.titulos ? { titulos: titulosTraduzidos(formulario.titulos, traduzir) } : {}),
          },
        }
      : {}),
    ...(importacao
      ? {
          importacao: {
            ...importacao,
            ...(importacao.colunas ? { colunas: importacao.colunas.map((c) => colunaDaImportacao(c, traduzir)) } : {}),
            ...(importacao.plural === undefined ? {} : { plural: traduzir(importacao.plural) }),
          },
        }
      : {}),
  };
}

const propriedades = (mapa: Readonly<Record<string, ModelProperty>>, traduzir: Traduzir): Record<string, ModelProperty> =>
  Object.fromEntries(Object.entries(mapa).map(([nome, p]) => [nome, propriedade(p, traduzir)]));

function propriedade(p: ModelProperty, traduzir: Traduzir): ModelProperty {
  const rotulos = p['x-opcoes'];
  return {
    ...p,
    ...(p.title === undefined ? {} : { title: traduzir(p.title) }),
    ...(p.description === undefined ? {} : { description: traduzir(p.description) }),
    ...(p['x-medida'] === undefined ? {} : { 'x-medida': traduzir(p['x-medida']) }),
    ...(rotulos === undefined ? {} : { 'x-opcoes': Object.fromEntries(Object.entries(rotulos).map(([valor, rotulo]) => [valor, traduzir(rotulo)])) }),
    ...(p.properties === undefined ? {} : { properties: propriedades(p.properties, traduzir) }),
    ...(p.items === undefined ? {} : { items: propriedade(p.items, traduzir) }),
  };
}

/** The model's fields (and its shared definitions) with translated titles and enum labels. */
export function traduzirModelo(modelo: Model, traduzir: Traduzir): Model {
  return {
    ...modelo,
    properties: propriedades(modelo.properties, traduzir),
    ...(modelo.$defs === undefined ? {} : { $defs: propriedades(modelo.$defs, traduzir) }),
  };
}
