import { useEffect, useState } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useParams, useSearchParams } from 'react-router-dom';
import { isOrigemDaConversa, type OrigemDaConversa } from '../../../../shared/api/mensagens.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { useT } from '../../../i18n/traducao.ts';
import { caminhoDaOrigem, rotuloDaOrigem } from '../caminhos.ts';
import { FormularioDeResposta } from './FormularioDeResposta.tsx';
import { PaginaAnterior } from './PaginaAnterior.tsx';
import { PaginaDaConversa } from './PaginaDaConversa.tsx';
import { useConversa } from './useConversa.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0, maxWidth: '960px' },
  voltar: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
  titulo: { overflowWrap: 'anywhere' },
  mensagens: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function LinkDeVolta({ origem }: { origem: OrigemDaConversa }) {
  const estilos = useEstilos();
  const t = useT();
  const link = useLinkDaRota(caminhoDaOrigem(origem));
  return (
    <a {...link} className={estilos.voltar}>
      <ArrowLeftRegular aria-hidden />
      {t('Voltar para {destino}', { destino: rotuloDaOrigem(origem) })}
    </a>
  );
}

function Conversa({ conversaId }: { conversaId: number }) {
  const estilos = useEstilos();
  const t = useT();
  const [paginas, setPaginas] = useState(1);
  const { data, error } = useConversa(conversaId, 1);
  const maisRecente = data?.mensagens[0];
  const anteriores = Array.from({ length: paginas - 1 }, (_, i) => paginas - i);

  useEffect(() => {
    if (data) document.title = `${data.assunto || t('Conversa')} - Alicerce`;
  }, [data, t]);

  return (
    <>
      {data && (
        <Title2 as="h1" className={estilos.titulo}>
          {data.assunto || t('Sem assunto')}
        </Title2>
      )}
      <div className={estilos.mensagens}>
        {anteriores.map((page, i) => (
          <PaginaAnterior key={page} conversaId={conversaId} page={page} maisAntiga={i === 0} onAnteriores={() => setPaginas(paginas + 1)} />
        ))}
        <PaginaDaConversa conversa={data} erro={error} maisAntiga={paginas === 1} onAnteriores={() => setPaginas(2)} />
      </div>
      {maisRecente && <FormularioDeResposta mensagemId={maisRecente.id} />}
    </>
  );
}

/** A conversation: its messages oldest first, a reply at the foot, and the way back to where it was opened. */
export function ConversaPage() {
  const estilos = useEstilos();
  const t = useT();
  const { id } = useParams();
  const [busca] = useSearchParams();
  const origemPedida = busca.get('origem');
  const origem: OrigemDaConversa = isOrigemDaConversa(origemPedida) ? origemPedida : 'caixaentrada';
  const conversaId = Number(id);
  const valida = Number.isInteger(conversaId) && conversaId > 0;
  return (
    <div className={estilos.pagina}>
      <LinkDeVolta origem={origem} />
      {valida ? <Conversa key={conversaId} conversaId={conversaId} /> : <Aviso intent="error">{t('Conversa não encontrada.')}</Aviso>}
    </div>
  );
}
