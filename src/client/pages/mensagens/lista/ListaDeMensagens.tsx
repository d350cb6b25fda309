import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PagedContent } from '../../../../shared/api/contract.ts';
import type { OrigemDaConversa, ResumoDaMensagem } from '../../../../shared/api/mensagens.ts';
import type { ApiError } from '../../../api/ApiError.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { Paginacao } from '../../../components/table/index.ts';
import { useTraduzir } from '../../../i18n/traducao.ts';
import { ItemDaMensagem } from './ItemDaMensagem.tsx';

const useEstilos = makeStyles({
  lista: { listStyleType: 'none', margin: 0, padding: 0, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  vazio: { color: tokens.colorNeutralForeground3 },
});

interface ListaDeMensagensProps {
  rotulo: string;
  origem: OrigemDaConversa;
  pagina: PagedContent<ResumoDaMensagem> | undefined;
  erro: ApiError | undefined;
  vazio: string;
  onMudarPagina(page: number): void;
}

/** A page of messages and its pager. */
export function ListaDeMensagens({ rotulo, origem, pagina, erro, vazio, onMudarPagina }: ListaDeMensagensProps) {
  const estilos = useEstilos();
  const traduzir = useTraduzir();
  if (erro) return <Aviso intent="error">{traduzir(erro.message)}</Aviso>;
  if (!pagina) return <Carregando />;
  if (pagina.resultList.length === 0) return <Text className={estilos.vazio}>{vazio}</Text>;
  return (
    <>
      <ul className={estilos.lista} aria-label={rotulo}>
        {pagina.resultList.map((mensagem) => (
          <ItemDaMensagem key={mensagem.id} mensagem={mensagem} origem={origem} />
        ))}
      </ul>
      {(pagina.page > 1 || pagina.hasMore) && <Paginacao pagina={pagina} onMudar={onMudarPagina} />}
    </>
  );
}
