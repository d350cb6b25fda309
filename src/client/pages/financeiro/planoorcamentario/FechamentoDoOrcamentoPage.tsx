import { TelaLista } from '../../../engine/index.ts';

// The Fechamento tab: the engine's list of the years (screens/financeiro/planoorcamentario/fechamento.json),
// each closed or reopened by its row's action.

export const TELA_DO_FECHAMENTO = 'financeiro.planoorcamentario.fechamento';

export const FechamentoDoOrcamentoPage = () => <TelaLista name={TELA_DO_FECHAMENTO} emAba />;
