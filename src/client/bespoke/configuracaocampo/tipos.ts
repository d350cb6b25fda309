// GET /api/configuracoesCamposFomularios/formularios: every generic form, its sections and
// fields, each with its own stored setting; POST .../config saves one section.

export interface CampoConfiguravel {
  inputName: string;
  titulo: string;
  visible: boolean;
  required: boolean;
  /** The model requires it: always required, the configuration cannot lift it. */
  obrigatorioNoModelo: boolean;
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

/** What a section's checkboxes send: a hidden field is never required. */
export function pedidoDaSecao(formulario: string, secao: SecaoConfiguravel): PedidoDeConfiguracao {
  return {
    formulario,
    secao: secao.nome,
    visivel: secao.visivel,
    campos: secao.campos.map(({ inputName, visible, required }) => ({ inputName, visible, required: visible && required })),
  };
}
