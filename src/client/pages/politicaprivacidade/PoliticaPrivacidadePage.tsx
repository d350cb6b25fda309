import { useEffect, useMemo, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { PoliticaDePrivacidade } from '../../../shared/api/politicaprivacidade.ts';
import { formatDate } from '../../../shared/format/index.ts';
import { blocosDoMarkdown } from '../../../shared/texto/markdown.ts';
import { put } from '../../api/http.ts';
import { useApi } from '../../api/useApi.ts';
import { hasSession } from '../../auth/token.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PaginaDeEntrada } from '../../components/layout/PaginaDeEntrada.tsx';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { TextoFormatado } from '../../components/texto/TextoFormatado.tsx';
import { t, useT, useTraduzir } from '../../i18n/traducao.ts';
import { EdicaoDaPolitica } from './EdicaoDaPolitica.tsx';

export const URL_DA_POLITICA = '/api/politicaprivacidade';
export const TAG_EDITAR_POLITICA = 'configuracoes.politicaprivacidade.editar';

const useEstilos = makeStyles({
  barra: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  atualizacao: { color: tokens.colorNeutralForeground3 },
});

/** Shown only to a signed-in user holding the tag (a visitor's page asks the server nothing more). */
function BotaoEditar({ onEditar }: { onEditar(): void }) {
  const { pode } = usePermissao();
  const t = useT();
  if (!pode([TAG_EDITAR_POLITICA])) return null;
  return (
    <Button icon={<EditRegular />} onClick={onEditar}>
      {t('Editar')}
    </Button>
  );
}

function atualizacao({ atualizadaEm, atualizadaPor }: PoliticaDePrivacidade): string {
  if (atualizadaEm === null) return t('Texto padrão do Alicerce.');
  const data = formatDate(atualizadaEm);
  return atualizadaPor ? t('Última atualização: {data} por {nome}.', { data, nome: atualizadaPor }) : t('Última atualização: {data}.', { data });
}

/** The institution's LGPD privacy policy: public, and editable by an administrator. */
export function PoliticaPrivacidadePage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { data, error, mutate } = useApi<PoliticaDePrivacidade>(URL_DA_POLITICA);
  const [editando, setEditando] = useState(false);
  const blocos = useMemo(() => blocosDoMarkdown(data?.texto ?? '').filter((b, i) => !(i === 0 && b.tipo === 'titulo')), [data]);
  // The policy's text is the institution's: it stays as written.
  const titulo = t('Política de privacidade');
  useEffect(() => {
    document.title = `${titulo} - Alicerce`;
  }, [titulo]);

  const salvar = async (texto: string) => {
    const { content } = await put<PoliticaDePrivacidade>(URL_DA_POLITICA, { texto });
    await mutate(content, { revalidate: false });
    setEditando(false);
  };

  return (
    <PaginaDeEntrada titulo={titulo} largo>
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {!data && !error && <Carregando />}
      {data && (
        <>
          <div className={estilos.barra}>
            <Text className={estilos.atualizacao}>{atualizacao(data)}</Text>
            {!editando && hasSession() && <BotaoEditar onEditar={() => setEditando(true)} />}
          </div>
          {editando ? (
            <EdicaoDaPolitica inicial={data.texto} onSalvar={salvar} onCancelar={() => setEditando(false)} />
          ) : (
            <TextoFormatado blocos={blocos} nivelInicial={1} />
          )}
        </>
      )}
    </PaginaDeEntrada>
  );
}
