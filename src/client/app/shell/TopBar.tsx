import { Hamburger, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ContextContent } from '../../../shared/api/contract.ts';
import { PainelDeTarefas } from '../../jobs/PainelDeTarefas.tsx';
import { BotaoDeAvisos } from '../../pages/avisos/barra/BotaoDeAvisos.tsx';
import { BotaoDeMensagens } from '../../pages/mensagens/barra/BotaoDeMensagens.tsx';
import { UnidadeMenu } from './UnidadeMenu.tsx';
import { UsuarioMenu } from './UsuarioMenu.tsx';

const useStyles = makeStyles({
  barra: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '48px',
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  marca: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexGrow: 1, minWidth: 0 },
  // Truncated rather than overlapped by the buttons on a narrow phone.
  produto: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  instituicao: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media (max-width: 600px)': { display: 'none' },
  },
});

interface TopBarProps {
  contexto: ContextContent;
  menuAberto: boolean;
  onAlternarMenu(): void;
}

export function TopBar({ contexto, menuAberto, onAlternarMenu }: TopBarProps) {
  const styles = useStyles();
  return (
    <header className={styles.barra}>
      <Hamburger aria-label="Menu de módulos" aria-expanded={menuAberto} onClick={onAlternarMenu} />
      <div className={styles.marca}>
        <Text className={styles.produto}>Alicerce</Text>
        <Text className={styles.instituicao}>{contexto.database.nome}</Text>
      </div>
      <BotaoDeMensagens />
      <BotaoDeAvisos />
      <PainelDeTarefas />
      <UnidadeMenu contexto={contexto} />
      <UsuarioMenu usuario={contexto.usuario} />
    </header>
  );
}
