import { Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTraduzir } from '../../i18n/traducao.ts';
import { usePermissao } from '../permissions/usePermissao.ts';
import { abasPermitidas, type AbaDaSecao } from './abas.ts';

const useStyles = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  abas: { overflowX: 'auto' },
});

interface SecaoComAbasProps {
  titulo: string;
  abas: readonly AbaDaSecao[];
}

/** A section's title and the tabs the user may see; the selected tab renders below. Titles are data (route table, descriptors): keys of the catalogue. */
export function SecaoComAbas({ titulo, abas }: SecaoComAbasProps) {
  const styles = useStyles();
  const traduzir = useTraduzir();
  const { pode } = usePermissao();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visiveis = abasPermitidas(abas, pode);
  const selecionada = visiveis.find((aba) => aba.path === pathname);

  return (
    <div className={styles.secao}>
      <Title2 as="h1">{traduzir(titulo)}</Title2>
      <TabList
        className={styles.abas}
        aria-label={traduzir(titulo)}
        selectedValue={selecionada?.name ?? ''}
        onTabSelect={(_, data) => {
          const aba = visiveis.find((a) => a.name === data.value);
          if (aba) navigate(aba.path);
        }}
      >
        {visiveis.map((aba) => (
          <Tab key={aba.name} value={aba.name}>
            {traduzir(aba.titulo)}
          </Tab>
        ))}
      </TabList>
      <Outlet />
    </div>
  );
}
