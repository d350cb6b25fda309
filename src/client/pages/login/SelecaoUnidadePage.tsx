import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MENSAGENS } from '../../../shared/messages.ts';
import { post } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useContexto } from '../../api/useContexto.ts';
import { safeRedirect } from '../../app/routes/redirect.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PaginaDeEntrada } from '../../components/layout/PaginaDeEntrada.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';

const useStyles = makeStyles({
  lista: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  unidade: { width: '100%', justifyContent: 'flex-start' },
});

export function SelecaoUnidadePage() {
  const styles = useStyles();
  const t = useT();
  const traduzir = useTraduzir();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate } = useSWRConfig();
  const { data: contexto, error } = useContexto();
  const [escolhendo, setEscolhendo] = useState(false);

  async function escolher(unidadeId: number) {
    setEscolhendo(true);
    try {
      await post('/api/context/unidade', { unidadeId });
      await mutate(() => true);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } finally {
      setEscolhendo(false);
    }
  }

  return (
    <PaginaDeEntrada titulo={t('Selecione a unidade')}>
      {error && <Aviso intent="error">{traduzir(MENSAGENS.contextoFalhou)}</Aviso>}
      {!contexto && !error && <Carregando />}
      {contexto && (
        <ul className={styles.lista} aria-label={t('Unidades')}>
          {contexto.unidades.map((unidade) => (
            <li key={unidade.id}>
              <Button
                className={styles.unidade}
                icon={<BuildingRegular />}
                disabledFocusable={escolhendo}
                onClick={() => escolher(unidade.id).catch(ignoreShownError)}
              >
                {unidade.nome}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PaginaDeEntrada>
  );
}
