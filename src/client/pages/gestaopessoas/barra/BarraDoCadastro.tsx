import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../api/useApi.ts';
import type { MetadadosDaLista } from '../../../engine/dados/contrato.ts';
import { CaixaDePesquisa } from '../../../engine/lista/CaixaDePesquisa.tsx';
import { useT } from '../../../i18n/traducao.ts';
import type { Vista } from '../busca/buscaNaUrl.ts';
import { URL_DOS_METADADOS } from '../dados/api.ts';
import { SeletorDeVista } from './SeletorDeVista.tsx';

const useEstilos = makeStyles({
  barra: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  direita: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const SEM_CAMPOS: readonly string[] = [];

interface BarraDoCadastroProps {
  q: string;
  vista: Vista;
  onPesquisar(q: string): void;
  onMudarVista(vista: Vista): void;
  /** The new-record route's path; null hides the button. */
  caminhoDoNovo: string | null;
  /** The more menu (people mode only). */
  menu?: ReactNode;
}

/** Search (its tooltip lists the fields searched), the new-record button, the view toggle and the more menu. */
export function BarraDoCadastro({ q, vista, onPesquisar, onMudarVista, caminhoDoNovo, menu }: BarraDoCadastroProps) {
  const estilos = useEstilos();
  const t = useT();
  const navigate = useNavigate();
  // Kept while a write of people reads it again (useRevalidarRecurso): the box's hint does not blink.
  const { data: metadados } = useApi<MetadadosDaLista>(URL_DOS_METADADOS, { revalidateOnFocus: false, keepPreviousData: true });
  return (
    <div className={estilos.barra}>
      <CaixaDePesquisa q={q} campos={metadados?.camposPesquisados ?? SEM_CAMPOS} onPesquisar={onPesquisar} />
      <div className={estilos.direita}>
        {caminhoDoNovo !== null && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(caminhoDoNovo)}>
            {t('Novo')}
          </Button>
        )}
        <SeletorDeVista vista={vista} onMudar={onMudarVista} />
        {menu}
      </div>
    </div>
  );
}
