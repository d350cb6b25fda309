import { registrarGanchos } from '../../resources/ganchos.ts';
import { baixarBem } from './baixar.ts';
import { pedirEtiquetas } from './etiquetas.ts';
import { GANCHOS_DO_BEM } from './ganchosDoBem.ts';
import { GANCHOS_DO_GRUPO } from './grupos.ts';
import { transferirBem } from './transferir.ts';

// The assets' hooks on the generic resource: the asset's rules and its actions, the group's rule.

export function registrarGanchosDoPatrimonio(): void {
  registrarGanchos('bem', { ...GANCHOS_DO_BEM, acoes: { transferir: transferirBem, baixar: baixarBem, etiquetas: pedirEtiquetas } });
  registrarGanchos('patrimonioGrupo', GANCHOS_DO_GRUPO);
}
