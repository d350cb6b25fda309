import { TelaLista } from '../../../../engine/index.ts';

// The Fechamento tab: the engine's list of the unit's accounts with their last closing
// (screens/financeiro/conciliacao/fechamento.json); each is closed up to a date, or its last
// closing reopened, by its row's actions.

export const TELA_DO_FECHAMENTO = 'financeiro.conciliacao.fechamento';

export const FechamentoPage = () => <TelaLista name={TELA_DO_FECHAMENTO} emAba />;
