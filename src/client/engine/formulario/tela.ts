import type { FormularioResolvido, TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';

export type TelaComFormulario = TelaResolvida & { formulario: FormularioResolvido };

export const temFormulario = (tela: TelaResolvida): tela is TelaComFormulario => tela.formulario !== null;
