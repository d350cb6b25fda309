import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, OpenRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/traducao.ts';
import type { Anexo } from './tipos.ts';

const useStyles = makeStyles({
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  nome: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  tipo: { color: tokens.colorNeutralForeground3 },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

interface ListaDeAnexosProps {
  anexos: readonly Anexo[];
  rotulo: string;
  onAbrir(anexo: Anexo): void;
  /** Absent for a read-only list. */
  onRemover?(anexo: Anexo): void;
}

export function ListaDeAnexos({ anexos, rotulo, onAbrir, onRemover }: ListaDeAnexosProps) {
  const styles = useStyles();
  const t = useT();
  if (anexos.length === 0) return <Text>{t('Nenhum anexo enviado')}</Text>;
  return (
    <ul className={styles.lista} aria-label={rotulo}>
      {anexos.map((anexo, indice) => (
        <li key={`${anexo.arquivo.id}-${indice}`} className={styles.item}>
          <Text className={styles.nome}>{anexo.arquivo.fileName}</Text>
          {anexo.tipoAnexo && <Text className={styles.tipo}>{anexo.tipoAnexo.descricao}</Text>}
          <span className={styles.acoes}>
            <Button size="small" icon={<OpenRegular />} aria-label={t('Abrir {item}', { item: anexo.arquivo.fileName })} onClick={() => onAbrir(anexo)}>
              {t('Abrir')}
            </Button>
            {onRemover && (
              <Button
                size="small"
                icon={<DeleteRegular />}
                aria-label={t('Remover {item}', { item: anexo.arquivo.fileName })}
                onClick={() => onRemover(anexo)}
              >
                {t('Remover')}
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
