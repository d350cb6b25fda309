import { Button, Tooltip, makeStyles } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { caminhoDoLink } from '../../../shared/engine/link-da-coluna.ts';
import type { AcaoResolvida, ColunaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { valueAtPath } from '../../../shared/validation/index.ts';
import type { ColunaDaTabela } from '../../components/table/index.ts';
import { LinkDaRota } from '../../components/navigation/LinkDaRota.tsx';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { t, useT } from '../../i18n/traducao.ts';
import { formatarValor, type ExibirReferencia } from '../celulas/formatarValor.ts';
import { MenuDeAcoesDaLinha } from './MenuDeAcoesDaLinha.tsx';
import { SeloDeEstorno } from './SeloDeEstorno.tsx';
import type { RegistroDaLista } from './tipos.ts';

const useEstilos = makeStyles({ acoes: { display: 'flex', flexWrap: 'nowrap' } });

export const ID_DAS_ACOES = 'acoes';

export interface AcoesDaLinha {
  /** The edit route's path of a record, or null when the screen has no form. */
  caminhoDaEdicao(registro: RegistroDaLista): string | null;
  /** Absent when the user may not delete. */
  excluir?(registro: RegistroDaLista): void;
  /** How a record is named to the user (buttons' labels, the confirmation). */
  nomeDoRegistro(registro: RegistroDaLista): string;
  /** The declared actions of a row the user may run (each shown where the record's state allows it). */
  acoes: readonly AcaoResolvida[];
  executar(acao: AcaoResolvida, registro: RegistroDaLista): void;
}

/**
 * The table's columns from the resolved list: cells formatted as the form shows the value,
 * the first column a link to the record, and the edit/delete buttons with the row's declared
 * actions. Build once per screen
 * (and language: the resolved columns are renewed with it).
 */
export function colunasDaLista(
  colunas: readonly ColunaResolvida[],
  exibir: ExibirReferencia,
  acoes: AcoesDaLinha,
): ColunaDaTabela<RegistroDaLista>[] {
  const dados = colunas.map(
    (coluna, indice): ColunaDaTabela<RegistroDaLista> => ({
      id: coluna.campo,
      titulo: coluna.titulo,
      valor: (linha) => valueAtPath(linha, coluna.campo),
      celula: (linha) => {
        const texto = formatarValor(valueAtPath(linha, coluna.campo), coluna, exibir);
        const caminho = coluna.link !== undefined ? caminhoDoLink(coluna.link, linha) : indice === 0 ? acoes.caminhoDaEdicao(linha) : null;
        const conteudo = caminho !== null && texto !== '' ? <LinkDaRota path={caminho}>{texto}</LinkDaRota> : texto;
        // A reversed record says so where its name is.
        return indice === 0 && linha['estornadoEm'] ? <SeloDeEstorno>{conteudo}</SeloDeEstorno> : conteudo;
      },
      ...(coluna.largura !== null ? { largura: coluna.largura } : {}),
      ordenavel: coluna.ordenavel,
    }),
  );
  const acoesDaLinha: ColunaDaTabela<RegistroDaLista> = {
    id: ID_DAS_ACOES,
    titulo: t('Ações'),
    valor: () => null,
    celula: (linha) => <AcoesDoRegistro registro={linha} acoes={acoes} />,
    largura: acoes.acoes.length > 0 ? 128 : 96,
    ordenavel: false,
  };
  return [...dados, acoesDaLinha];
}

function AcoesDoRegistro({ registro, acoes }: { registro: RegistroDaLista; acoes: AcoesDaLinha }) {
  const estilos = useEstilos();
  const t = useT();
  const caminho = acoes.caminhoDaEdicao(registro);
  const nome = acoes.nomeDoRegistro(registro);
  const { excluir } = acoes;
  return (
    <div className={estilos.acoes}>
      {caminho !== null && <BotaoEditar caminho={caminho} nome={nome} />}
      {excluir && (
        <Tooltip content={t('Excluir')} relationship="description">
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('Excluir {nome}', { nome })} onClick={() => excluir(registro)} />
        </Tooltip>
      )}
      <MenuDeAcoesDaLinha registro={registro} nome={nome} acoes={acoes.acoes} executar={acoes.executar} />
    </div>
  );
}

/** A link (it opens in a new tab too) that looks like the row's icon button. */
function BotaoEditar({ caminho, nome }: { caminho: string; nome: string }) {
  const t = useT();
  const link = useLinkDaRota(caminho);
  return (
    <Tooltip content={t('Editar')} relationship="description">
      <Button as="a" appearance="subtle" icon={<EditRegular />} aria-label={t('Editar {nome}', { nome })} {...link} />
    </Tooltip>
  );
}
