import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, OpenRegular } from '@fluentui/react-icons';
import { TEXTO_SEM_ANEXOS, type Anexo } from './tipos.ts';

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
  if (anexos.length === 0) return <Text>{TEXTO_SEM_ANEXOS}</Text>;
  return (
    <ul className={styles.lista} aria-label={rotulo}>
      {anexos.map((anexo, indice) => (
        <li key={`${anexo.arquivo.id}-${indice}`} className={styles.item}>
          <Text className={styles.nome}>{anexo.arquivo.fileName}</Text>
          {anexo.tipoAnexo && <Text className={styles.tipo}>{anexo.tipoAnexo.descricao}</Text>}
          <span className={styles.acoes}>
            <Button size="small" icon={<OpenRegular />} aria-label={`Abrir ${anexo.arquivo.fileName}`} onClick={() => onAbrir(anexo)}>
              Abrir
            </Button>
            {onRemover && (
              <Button
                size="small"
                icon={<DeleteRegular />}
                aria-label={`Remover ${anexo.arquivo.fileName}`}
                onClick={() => onRemover(anexo)}
              >
                Remover
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
