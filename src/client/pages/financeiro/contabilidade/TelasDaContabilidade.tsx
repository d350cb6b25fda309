import { TelaFormulario, TelaLista } from '../../../engine/index.ts';
import { TELA_DO_PLANO, TELA_DOS_PARAMETROS } from './api.ts';

// The tabs of the accounting section that are the engine's screens: the ledger chart's list (its
// form opens at the screen's own routes) and the one record of the parameters.

export const PlanoDeContasPage = () => <TelaLista name={TELA_DO_PLANO} emAba />;

/** The parameters are one record, id 1, there from the migration: its form is the tab. */
export const ParametrosContabeisPage = () => <TelaFormulario name={TELA_DOS_PARAMETROS} id="1" />;
