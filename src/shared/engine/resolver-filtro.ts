import { apresentar, exigirPropriedade } from './apresentacao.ts';
import { ehWidgetDeFaixa } from './faixa.ts';
import { LARGURA_PADRAO_DO_CAMPO } from './padroes.ts';
import { regrasDaPropriedade } from './regras-do-campo.ts';
import type { CampoDoFiltroResolvido, FiltroResolvido } from './tela-resolvida.ts';
import type { CampoDoFiltroDescrito, CampoDoFiltroObjeto, DescritorFiltro, Model } from './types.ts';
import { widgetPadraoNoFiltro } from './widget-padrao.ts';

export function resolverFiltro(filtro: DescritorFiltro, modelo: Model): FiltroResolvido {
  return { campos: filtro.campos.map((campo) => resolverCampoDoFiltro(campo, modelo)) };
}

export function resolverCampoDoFiltro(descrito: CampoDoFiltroDescrito, modelo: Model): CampoDoFiltroResolvido {
  const campo = typeof descrito === 'string' ? { campo: descrito } : descrito;
  return campo.campo === undefined ? resolverParametro(campo) : resolverCampoDoModelo(campo, campo.campo, modelo);
}

/** A model field: the model supplies what the descriptor leaves out. */
function resolverCampoDoModelo(campo: CampoDoFiltroObjeto, caminho: string, modelo: Model): CampoDoFiltroResolvido {
  const { propriedade } = exigirPropriedade(modelo, caminho);
  const apresentacao = apresentar(modelo, caminho, propriedade, campo, widgetPadraoNoFiltro);
  return {
    ...apresentacao,
    parametro: campo.parametro ?? caminho,
    campo: caminho,
    largura: campo.largura ?? LARGURA_PADRAO_DO_CAMPO,
    // A multiple choice holds a list, and a range ({opcao} or {de, ate}) an object, which the value rules do not read.
    regras: apresentacao.multiplo || ehWidgetDeFaixa(apresentacao.widget) ? [] : regrasDaPropriedade(propriedade, false),
  };
}

/** A filter-only parameter (q, periodo, numeroContato): everything comes from the descriptor. */
function resolverParametro(campo: CampoDoFiltroObjeto): CampoDoFiltroResolvido {
  const parametro = campo.parametro ?? '';
  if (campo.titulo === undefined || campo.widget === undefined || parametro === '') {
    throw new Error(`O parâmetro de filtro '${parametro}' precisa de parametro, titulo e widget.`);
  }
  return {
    titulo: campo.titulo,
    widget: campo.widget,
    mascara: campo.mascara ?? null,
    formato: null,
    tipo: null,
    opcoes: campo.opcoes ?? null,
    referencia: campo.referencia ?? null,
    multiplo: campo.multiplo ?? false,
    parametro,
    campo: null,
    largura: campo.largura ?? LARGURA_PADRAO_DO_CAMPO,
    regras: [],
  };
}
