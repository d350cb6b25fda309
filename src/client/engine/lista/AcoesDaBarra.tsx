import { Button } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { acoesDoLugar } from '../../../shared/engine/acoes.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { useAbrirPagina } from '../acoes/useAbrirPagina.ts';

/** The screen's actions in the list's toolbar (onde: lista): each opens its page, to who holds its tag. */
export function AcoesDaBarra({ tela }: { tela: Pick<TelaResolvida, 'acoes'> }) {
  const traduzir = useTraduzir();
  const { pode } = usePermissao();
  const abrirPagina = useAbrirPagina();
  return acoesDoLugar(tela, 'lista', pode).map((acao) => (
    <Button key={acao.nome} icon={<OpenRegular />} onClick={() => abrirPagina(acao, undefined)}>
      {traduzir(acao.rotulo)}
    </Button>
  ));
}
