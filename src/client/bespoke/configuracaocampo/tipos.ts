import type { ConfiguracaoDoCampo } from '../../../shared/engine/types.ts';

// GET /api/configuracoesCamposFomularios/formularios: every generic form, its sections and
// fields with their current configuration; POST .../config saves one section.

export interface CampoConfiguravel {
  inputName: string;
  titulo: string;
  visible: boolean;
  required: boolean;
  somenteLeitura: boolean;
}

export interface SecaoConfiguravel {
  nome: string;
  titulo: string | null;
  visivel: boolean;
  campos: readonly CampoConfiguravel[];
}

export interface FormularioConfiguravel {
  /** The descriptor's route name. */
  formulario: string;
  titulo: string;
  secoes: readonly SecaoConfiguravel[];
}

export interface PedidoDeConfiguracao {
  formulario: string;
  secao: string;
  visivel: boolean;
  campos: { inputName: string; visible: boolean; required: boolean }[];
}

/** A section's title, or its name made readable ('dadosGerais' → 'Dados gerais') when it has none. */
export function rotuloDaSecao(secao: SecaoConfiguravel): string {
  if (secao.titulo) return secao.titulo;
  const palavras = secao.nome.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}

/**
 * The section with each field's own flags. /formularios reports them after the merge, where a
 * hidden section hides (and un-requires) every field; saving those back would lose the
 * fields' own settings. The stored entries (the /config reply) say what each field is set to;
 * the merged flags still tell a field the model requires while its section shows.
 */
export function secaoComCamposProprios(secao: SecaoConfiguravel, entradas: readonly ConfiguracaoDoCampo[]): SecaoConfiguravel {
  return {
    ...secao,
    campos: secao.campos.map((campo) => {
      const entrada = entradas.find((e) => e.inputName === campo.inputName);
      const visible = entrada ? entrada.visible !== false : secao.visivel ? campo.visible : true;
      return { ...campo, visible, required: entrada?.required === true || (secao.visivel && campo.visible && campo.required) };
    }),
  };
}

/** What a section's checkboxes send: a hidden field is never required. */
export function pedidoDaSecao(formulario: string, secao: SecaoConfiguravel): PedidoDeConfiguracao {
  return {
    formulario,
    secao: secao.nome,
    visivel: secao.visivel,
    campos: secao.campos.map(({ inputName, visible, required }) => ({ inputName, visible, required: visible && required })),
  };
}
