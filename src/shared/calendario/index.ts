export { dataDoNumero, diaDaSemana, diasDoMes, ehDataISO, lerData, montarData, numeroDoDia, partesDa, somarDias, somarMeses, type DataCivil, type DataISO } from './data.ts';
export { diaUtilAnterior, ehDiaUtil, proximoDiaUtil, somarDiasUteis, type FeriadosExtras } from './diaUtil.ts';
export { feriadosNacionais, NOMES_DOS_FERIADOS, type Feriado } from './feriados.ts';
export { pascoa } from './pascoa.ts';
export { inicioDaSemanaISO, semanaISO } from './semana.ts';
