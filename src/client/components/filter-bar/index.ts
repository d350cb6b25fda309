export { BarraDeFiltros, type BarraDeFiltrosProps } from './BarraDeFiltros.tsx';
export { RegistroContext, useRegistro } from './RegistroContext.ts';
export { useFormularioDoFiltro } from './useFormularioDoFiltro.ts';
export { regrasDoFiltro, validarFiltro, valoresPreenchidos, type ValoresDoFiltro } from './valoresDoFiltro.ts';
