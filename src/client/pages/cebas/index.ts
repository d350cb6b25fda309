import { createElement } from 'react';
import { Calculadora } from './Calculadora.tsx';
import { Estatisticas } from './Estatisticas.tsx';

// CEBAS (issue 20): the four education calculators and their statistics, hand-written (a
// calculator and a chart), one component each parametrised by the calculator.

export const CalculadoraSuperiorPage = () => createElement(Calculadora, { tipo: 'superior' });
export const CalculadoraBasicaPage = () => createElement(Calculadora, { tipo: 'basica' });
export const CalculadoraBasicaMistaPage = () => createElement(Calculadora, { tipo: 'basicamista' });
export const CalculadoraBasicaGratuitaPage = () => createElement(Calculadora, { tipo: 'basicagratuita' });
export const EstatisticasSuperiorPage = () => createElement(Estatisticas, { tipo: 'superior' });
export const EstatisticasBasicaPage = () => createElement(Estatisticas, { tipo: 'basica' });
export const EstatisticasBasicaMistaPage = () => createElement(Estatisticas, { tipo: 'basicamista' });
export const EstatisticasBasicaGratuitaPage = () => createElement(Estatisticas, { tipo: 'basicagratuita' });
