import { acaoDisponivel, acoesDoLugar } from '../../../shared/engine/acoes.ts';
import { BotaoComCarregamento } from '../../components/loading-button/index.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { useExecutarAcao } from '../acoes/useExecutarAcao.ts';
import type { TelaComFormulario } from './tela.ts';
import type { Valores } from './valores.ts';

interface AcoesDoFormularioProps {
  tela: TelaComFormulario;
  /** The record as stored: the actions act on it, and their availability reads it, not what is being typed. */
  armazenado: Valores;
}

/**
 * The screen's declared actions on the form of a stored record, those the user may run and its
 * state allows. A successful one reads the resource again: a record it changed opens anew (TelaFormulario).
 */
export function AcoesDoFormulario({ tela, armazenado }: AcoesDoFormularioProps) {
  const { pode } = usePermissao();
  const traduzir = useTraduzir();
  const executar = useExecutarAcao(tela.recurso);
  const id = armazenado['id'];
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return acoesDoLugar(tela, 'formulario', pode)
    .filter((acao) => acaoDisponivel(acao, armazenado))
    .map((acao) => (
      <BotaoComCarregamento
        key={acao.nome}
        type="button"
        onClick={() => executar(acao, { id, registro: armazenado })}
      >
        {traduzir(acao.rotulo)}
      </BotaoComCarregamento>
    ));
}
