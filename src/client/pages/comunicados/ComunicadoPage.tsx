import { useEffect, useMemo } from 'react';
import { Button, Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular, EditRegular, PinRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router-dom';
import { TAG_EDITAR_COMUNICADO, type ComunicadoRecebido } from '../../../shared/comunicados/comunicado.ts';
import { formatDate, formatDateTime } from '../../../shared/format/index.ts';
import { blocosDoMarkdown } from '../../../shared/texto/markdown.ts';
import { abrirRecurso } from '../../components/attachments/abrirArquivo.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { TextoFormatado } from '../../components/texto/TextoFormatado.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { LinkDeVolta } from '../avisos/LinkDeVolta.tsx';
import { caminhoDaEdicao, urlDoAnexo } from './api.ts';
import { ConfirmacaoDaLeitura } from './ConfirmacaoDaLeitura.tsx';
import { useComunicado } from './useComunicado.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, maxWidth: '960px' },
  cabeca: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  titulo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere', margin: 0 },
  detalhe: { color: tokens.colorNeutralForeground3 },
  anexos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyle: 'none', margin: 0, padding: 0 },
});

function Anexos({ comunicado }: { comunicado: ComunicadoRecebido }) {
  const estilos = useEstilos();
  const t = useT();
  if (comunicado.anexos.length === 0) return null;
  return (
    <section aria-label={t('Anexos')}>
      <ul className={estilos.anexos}>
        {comunicado.anexos.map((a) => (
          <li key={a.id}>
            <Button icon={<AttachRegular />} onClick={() => void abrirRecurso(urlDoAnexo(comunicado.id, a.id))}>
              {a.nome}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Conteudo({ comunicado }: { comunicado: ComunicadoRecebido }) {
  const estilos = useEstilos();
  const t = useT();
  const { pode } = usePermissao();
  const editar = useLinkDaRota(caminhoDaEdicao(comunicado.id));
  const blocos = useMemo(() => blocosDoMarkdown(comunicado.texto), [comunicado.texto]);
  useEffect(() => {
    document.title = `${comunicado.titulo} - Alicerce`;
  }, [comunicado.titulo]);
  const detalhes = [comunicado.autor, formatDateTime(comunicado.publicadoEm), comunicado.expiraEm && t('Exibido até {data}', { data: formatDate(comunicado.expiraEm) })];
  return (
    <>
      <div className={estilos.cabeca}>
        <Title2 as="h1" className={estilos.titulo}>
          {comunicado.fixado && <PinRegular aria-label={t('Fixado')} />}
          {comunicado.titulo}
        </Title2>
        {pode([TAG_EDITAR_COMUNICADO]) && (
          <Button as="a" {...editar} icon={<EditRegular />}>
            {t('Editar')}
          </Button>
        )}
      </div>
      <Caption1 className={estilos.detalhe}>{detalhes.filter(Boolean).join(' · ')}</Caption1>
      <ConfirmacaoDaLeitura comunicado={comunicado} />
      <TextoFormatado blocos={blocos} />
      <Anexos comunicado={comunicado} />
    </>
  );
}

/** One announcement as its reader sees it: the Markdown rendered as elements, its attachments and, where asked, the confirmation. */
export function ComunicadoPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { data, error } = useComunicado(Number(useParams().id));
  return (
    <div className={estilos.pagina}>
      <LinkDeVolta rota="comunicados" texto={t('Voltar para os comunicados')} />
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {!data && !error && <Carregando />}
      {data && <Conteudo comunicado={data} />}
    </div>
  );
}
