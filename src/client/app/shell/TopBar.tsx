import { Hamburger, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ContextContent } from '../../../shared/api/contract.ts';
import { useParametrosPublicos } from '../../api/useParametros.ts';
import { NOME_DO_PRODUTO } from '../../components/layout/produto.ts';
import { useT } from '../../i18n/traducao.ts';
import { PainelDeTarefas } from '../../jobs/PainelDeTarefas.tsx';
import { BotaoDeAvisos } from '../../pages/avisos/barra/BotaoDeAvisos.tsx';
import { BotaoDeMensagens } from '../../pages/mensagens/barra/BotaoDeMensagens.tsx';
import { ALTURA_DA_BARRA } from './medidas.ts';
import { UnidadeMenu } from './UnidadeMenu.tsx';
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
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  marca: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexGrow: 1, minWidth: 0 },
  // Truncated rather than overlapped by the buttons on a narrow phone.
  produto: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // The logo stands before the name; both give way to the buttons on a narrow phone.
  instituicao: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    '@media (max-width: 600px)': { display: 'none' },
  },
  logo: { height: '28px', width: 'auto', maxWidth: '96px', objectFit: 'contain', flexShrink: 0 },
  nome: { color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

interface TopBarProps {
  contexto: ContextContent;
  menuAberto: boolean;
  onAlternarMenu(): void;
}

export function TopBar({ contexto, menuAberto, onAlternarMenu }: TopBarProps) {
  const styles = useStyles();
  const t = useT();
  const logoUrl = useParametrosPublicos().data?.logoUrl ?? null;
  return (
    <header className={styles.barra}>
      <Hamburger aria-label={t('Menu de módulos')} aria-expanded={menuAberto} onClick={onAlternarMenu} />
      <div className={styles.marca}>
        <Text className={styles.produto}>{NOME_DO_PRODUTO}</Text>
        <span className={styles.instituicao}>
          {/* Decorative: the name beside it says whose it is. */}
          {logoUrl !== null && <img className={styles.logo} src={logoUrl} alt="" />}
          <Text className={styles.nome}>{contexto.database.nome}</Text>
        </span>
      </div>
      <BotaoDeMensagens />
      <BotaoDeAvisos />
      <PainelDeTarefas />
      <UnidadeMenu contexto={contexto} />
      <UsuarioMenu usuario={contexto.usuario} />
    </header>
  );
}
