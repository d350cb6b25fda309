export { REGISTRO_DE_WIDGETS, criarRegistro, widgetDoTipo } from './registry.ts';
export type { WidgetProps, Widget, RegistroDeWidgets } from './types.ts';
export { useCampo, type Campo, type CampoDoWidget, type MensagensDoCampo } from './shared/useCampo.ts';
export { useImask, type Imask, type Mascara, type OpcoesDoImask } from './shared/useImask.ts';
export {
  AutocompleteContext,
  urlDaReferencia,
  exibirRegistro,
  type FonteDoAutocomplete,
  type FontesDoAutocomplete,
  type Registro,
} from './q-autocomplete/index.ts';
