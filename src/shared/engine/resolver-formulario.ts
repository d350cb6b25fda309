import { apresentar, exigirPropriedade, exigirWidget } from './apresentacao.ts';
import { campoConfigurado, secaoVisivel } from './configuracao.ts';
import { LARGURA_PADRAO_DO_CAMPO } from './padroes.ts';
import { regrasDaPropriedade } from './regras-do-campo.ts';
import { rotasDoFormulario } from './rotas.ts';
import type { AbaResolvida, CampoResolvido, FormularioResolvido, SecaoResolvida } from './tela-resolvida.ts';
import type { AbaDescrita, CampoDoFormularioDescrito, Descriptor, DescritorFormulario, FieldConfig, Model } from './types.ts';
import { widgetPadrao } from './widget-padrao.ts';

// The form's sections and fields in descriptor order, with the field configuration applied.
// The precedence these functions implement is documented at the top of merge.ts.

export function resolverFormulario(
  descritor: Descriptor,
  formulario: DescritorFormulario,
  modelo: Model,
  config: FieldConfig,
): FormularioResolvido {
  const secoes = formulario.secoes.map((secao): SecaoResolvida => ({
    nome: secao.nome,
    titulo: secao.titulo ?? null,
    visivel: secaoVisivel(config, secao.nome),
    campos: secao.campos.map((campo) => resolverCampo(campo, secao.nome, modelo, config)),
  }));
  return {
    secoes,
    abas: formulario.abas === undefined ? null : formulario.abas.map((aba) => resolverAba(aba, secoes)),
    rotas: rotasDoFormulario(descritor),
    titulos: { novo: formulario.titulos?.novo ?? null, edicao: formulario.titulos?.edicao ?? null },
    valoresIniciais: formulario.valoresIniciais ?? {},
  };
}

export function resolverCampo(descrito: CampoDoFormularioDescrito, secao: string, modelo: Model, config: FieldConfig): CampoResolvido {
  const campo = typeof descrito === 'string' ? { campo: descrito } : descrito;
  const { propriedade, exigida } = exigirPropriedade(modelo, campo.campo);
  const apresentacao = exigirWidget(apresentar(modelo, campo.campo, propriedade, campo, widgetPadrao), campo.campo);
  const configurado = campoConfigurado(config, secao, campo.campo);
  const somenteLeitura = propriedade.readOnly === true || propriedade['x-calculo'] !== undefined;
  // Hidden or read-only: the user cannot fill it in, so nothing about it is validated.
  const validado = configurado.visivel && !somenteLeitura;
  // The configuration adds a requirement but cannot lift the model's, which storage relies on.
  const obrigatorio = validado && (exigida || configurado.obrigatorio);
  return {
    ...apresentacao,
    campo: campo.campo,
    largura: campo.largura ?? LARGURA_PADRAO_DO_CAMPO,
    visivel: configurado.visivel,
    obrigatorio,
    somenteLeitura,
    regras: validado ? regrasDaPropriedade(propriedade, obrigatorio) : [],
    visivelSe: campo.visivelSe ?? null,
    ocultoSe: campo.ocultoSe ?? null,
    obrigatorioSe: campo.obrigatorioSe ?? null,
    somenteLeituraSe: campo.somenteLeituraSe ?? null,
    motivoSomenteLeitura: campo.motivoSomenteLeitura ?? null,
    posteriorA: validado ? (propriedade['x-posteriorA'] ?? null) : null,
    previa: campo.previa ?? null,
    ...(campo.tabela !== undefined && { tabela: campo.tabela }),
  };
}

function resolverAba(aba: AbaDescrita, secoes: readonly SecaoResolvida[]): AbaResolvida {
  return {
    nome: aba.nome,
    titulo: aba.titulo,
    secoes: aba.secoes,
    tags: aba.tags ?? [],
    visivel: secoes.some((secao) => secao.visivel && aba.secoes.includes(secao.nome)),
  };
}
