import type { ComponentType } from 'react';
import { Hamburger, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ContextContent } from '../../../shared/api/contract.ts';
import { useParametrosPublicos } from '../../api/useParametros.ts';
import { NOME_DO_PRODUTO } from '../../components/layout/produto.ts';
import { useT } from '../../i18n/traducao.ts';
import { ALTURA_DA_BARRA, CELULAR } from './medidas.ts';
import { UnidadeMenu } from './UnidadeMenu.tsx';
import { useMediaQuery } from './useMediaQuery.ts';
import { UsuarioMenu } from './UsuarioMenu.tsx';

const useStyles = makeStyles({
  // Stays at the top while the page scrolls under it.
  barra: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    boxSizing: 'border-box',
    height: ALTURA_DA_BARRA,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalS,
    // Six buttons and the product's name share 360 px.
    [`@media ${CELULAR}`]: { gap: tokens.spacingHorizontalXS, paddingInline: tokens.spacingHorizontalXS },
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  marca: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexGrow: 1, minWidth: 0 },
  // Truncated rather than overlapped by the buttons, should a phone be narrower still.
  produto: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // The logo stands before the name.
  instituicao: { display: 'inline-flex', alignItems: 'center', alignSelf: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  logo: { height: '28px', width: 'auto', maxWidth: '96px', objectFit: 'contain', flexShrink: 0 },
  nome: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

interface TopBarProps {
  contexto: ContextContent;
  /** The families' buttons (messages, notices, jobs), a slot the app fills. */
  itens: readonly ComponentType[];
  menuAberto: boolean;
  onAlternarMenu(): void;
}

export function TopBar({ contexto, itens, menuAberto, onAlternarMenu }: TopBarProps) {
  const styles = useStyles();
  const t = useT();
  const logoUrl = useParametrosPublicos().data?.logoUrl ?? null;
  const celular = useMediaQuery(CELULAR);
  return (
    <header className={styles.barra}>
      <Hamburger aria-label={t('Menu de módulos')} aria-expanded={menuAberto} onClick={onAlternarMenu} />
      <div className={styles.marca}>
        <Text className={styles.produto}>{NOME_DO_PRODUTO}</Text>
        {/* On a phone the institution is named in the unit's menu. */}
        {!celular && (
          <span className={styles.instituicao}>
            {/* Decorative: the name beside it says whose it is. */}
            {logoUrl !== null && <img className={styles.logo} src={logoUrl} alt="" />}
            <Text className={styles.nome}>{contexto.database.nome}</Text>
          </span>
        )}
      </div>
      {itens.map((Item, posicao) => (
        <Item key={posicao} />
      ))}
      <UnidadeMenu contexto={contexto} compacto={celular} />
      <UsuarioMenu usuario={contexto.usuario} />
    </header>
  );
}
